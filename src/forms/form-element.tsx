/** Turns a flow into a form element: the common attributes, the flow's own, the kit's styles. */
import { attr, type AttributeSchema } from '../platform/runtime/attributes';
import type { ElementDefinition, HostProps } from '../platform/runtime/define-element';
import { GEETEST_SCRIPT_URL } from '../services/captcha/script-url';
import type { CommonFormProps, Flow } from './flow';
import { FlowForm } from './flow-form';
import { checkStrings, type Strings } from './translations';
import styles from './forms.css';

const COMMON_ATTRIBUTES: AttributeSchema<CommonFormProps> = {
  translations: attr.json<Strings>({}, checkStrings),
  redirect: attr.string(),
  captchaSrc: attr.string(GEETEST_SCRIPT_URL),
};

export function formElement<Props extends object>(
  tag: string,
  flow: Flow<Props>,
): ElementDefinition<Props & CommonFormProps> {
  function FormView({ host, ...props }: Props & CommonFormProps & HostProps) {
    return <FlowForm flow={flow} props={props as Props & CommonFormProps} host={host} />;
  }
  return {
    tag,
    view: FormView,
    attributes: { ...COMMON_ATTRIBUTES, ...flow.attributes } as AttributeSchema<Props & CommonFormProps>,
    styles: [styles],
  };
}
