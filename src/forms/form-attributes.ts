/**
 * The attributes every form element has, and the props they give. Apart from form-element.tsx,
 * which imports the form's view: the flow and the steps take the type from here, not from it.
 */
import { attr, type PropsOf } from '../platform/runtime/attributes';
import { GEETEST_SCRIPT_URL } from '../platform/dom/built-in-scripts';

export const COMMON_ATTRIBUTES = {
  /** JSON object overriding any of the form's texts. */
  translations: attr.texts(),
  /** Where to go after the flow succeeds; an answer's `redirect_url` is used when this is empty. */
  redirect: attr.string(),
  /** GeeTest 4's script; the demo serves a stand-in. */
  captchaSrc: attr.string(GEETEST_SCRIPT_URL),
};

/** What every form element takes besides its flow's own attributes. */
export type CommonFormProps = PropsOf<typeof COMMON_ATTRIBUTES>;
