/**
 * `<islamic-account-form>`: the second step of a sign-up already made: the visitor asks for a
 * swap-free (Islamic) account. The sign-up's email links here with the profile id.
 *
 * Attribute `profile-id`: the sign-up's profile id; when absent, the page URL's `?profile_id=`.
 * Without either, the form is not shown: a console error names the problem and the
 * `incomplete-link` message asks the visitor to open the link from their email again.
 *
 * Steps:
 * - `swap-free`: `swap_free` (a required checkbox: the request itself) and `birth_date` →
 *   `/utils/custom-forms/islamic-account/step2` with the `profile_id`;
 * - `thank-you`: a message; the flow has succeeded.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { field } from '../../forms/fields';
import { THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { completeProfileAt } from '../../forms/sends';
import { islamicAccountFormWords } from './islamic-account-form.words';

const INCOMPLETE_LINK_STEP = 'incomplete-link';

const profileIdOf = (props: IslamicAccountFormProps, search: string): string =>
  props.profileId.trim() || new URLSearchParams(search).get('profile_id')?.trim() || '';

type StepId = 'swap-free' | 'thank-you' | 'incomplete-link';

const islamicAccountFormAttributes = { profileId: attr.string() };

export type IslamicAccountFormProps = PropsOf<typeof islamicAccountFormAttributes>;

export const islamicAccountFlow: Flow<IslamicAccountFormProps, StepId> = {
  attributes: islamicAccountFormAttributes,
  words: islamicAccountFormWords,
  start(props, { search }) {
    if (profileIdOf(props, search)) return 'swap-free';
    console.error(
      '<islamic-account-form>: no profile id: set the "profile-id" attribute or link to the page with ?profile_id=.',
    );
    return INCOMPLETE_LINK_STEP;
  },
  initialData(props, { search }) {
    const profileId = profileIdOf(props, search);
    return profileId ? { profile_id: profileId } : {};
  },
  steps: [
    {
      id: 'swap-free',
      kind: 'fields',
      title: 'swap_free_title',
      intro: 'swap_free_intro',
      submit: 'swap_free_submit',
      fields: [field('swap_free', { kind: 'checkbox' }), field('birth_date')],
      send: completeProfileAt((apis) => apis.forms.islamicAccountStep2),
      next: 'thank-you',
    },
    THANK_YOU_MESSAGE,
    { id: INCOMPLETE_LINK_STEP, kind: 'message', title: 'incomplete_link_title', intro: 'incomplete_link_text' },
  ],
};
