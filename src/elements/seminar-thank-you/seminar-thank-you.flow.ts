/**
 * `<seminar-thank-you>`: the thank-you message of a seminar sign-up page. Its text comes from
 * `/utils/custom-forms/education/fetch-thank-you` with the `seminar` attribute and the page URL's
 * `?profile_id=`; when that fails, the built-in thank-you shows. No fields.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { contentOf, pick, profileFromPage } from '../../forms/answers';
import { THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { seminarThankYouWords } from './seminar-thank-you.words';

type StepId = 'thank-you';

const seminarThankYouAttributes = {
  /** The seminar's id, as the thank-you endpoint knows it. */
  seminar: attr.string(),
};

export type SeminarThankYouProps = PropsOf<typeof seminarThankYouAttributes>;

export const seminarThankYouFlow: Flow<SeminarThankYouProps, StepId> = {
  attributes: seminarThankYouAttributes,
  words: seminarThankYouWords,
  initialData: profileFromPage,
  steps: [
    {
      ...THANK_YOU_MESSAGE,
      async load({ props, apis, data, signal }) {
        return contentOf(
          await apis.forms.educationThankYou({ seminar: props.seminar, ...pick(data, 'profile_id') }, { signal }),
        );
      },
    },
  ],
};
