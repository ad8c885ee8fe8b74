/**
 * `<thank-you-page>`: the message of the page a sign-up lands on. Its text and links come from
 * `/fcm-forms/config/ty-page-single`; on show it reports the page (`/utils/trigger-events`, event
 * `thank-you-page`) and asks `/utils/client-id` for the profile's client id: its answer completes
 * the 'Registration Success' analytics event (forms/apis.ts). The profile is the page URL's
 * `?profile_id=`. No fields.
 */
import { contentOf, pick, profileFromPage } from '../../forms/answers';
import { THANK_YOU_MESSAGE, type Flow, type FormApis } from '../../forms/flow';
import { thankYouPageWords } from './thank-you-page.words';

type StepId = 'thank-you';

export const thankYouPageFlow: Flow<object, StepId> = {
  attributes: {},
  words: thankYouPageWords,
  initialData: profileFromPage,
  steps: [
    {
      ...THANK_YOU_MESSAGE,
      async load({ apis, data, signal }) {
        const profile = pick(data, 'profile_id');
        // The reports must not hold up or replace the message: they run beside it.
        void reportThankYouPage(apis, profile);
        return contentOf(await apis.forms.singleThankYouPageConfig(profile, { signal }));
      },
    },
  ],
};

async function reportThankYouPage(apis: FormApis, profile: Record<string, unknown>): Promise<void> {
  try {
    const reports: Promise<unknown>[] = [apis.forms.triggerEvents({ event: 'thank-you-page', ...profile })];
    if ('profile_id' in profile) reports.push(apis.forms.clientId(profile));
    await Promise.all(reports);
  } catch (error) {
    console.error('<thank-you-page> could not report the thank-you page:', error);
  }
}
