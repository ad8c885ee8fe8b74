/**
 * `<platform-download-form>`: the download of a trading platform, by `platform`:
 * - `mt4-new` (default), `mt4-old`: email and consent to `/utils/mt4-download/new` (or `/old`),
 *   then step 2 completes the profile (`/utils/custom-forms/metatrader-4/step2`, with the
 *   profile_id of step 1);
 * - `mt4-se` (MetaTrader 4 Supreme Edition): as `mt4-new`, but step 2 goes to
 *   `/utils/custom-forms/metatrader-se/step2` and the end shows the text of `/utils/mt4se-ty`;
 * - `mt5-new`: opens an account (`/utils/custom-forms/metatrader-5/signup`), then asks
 *   `/utils/mt5-download/new` for the installer;
 * - `mac`, `mac-jwt`: opens an account with the Mac app (`/utils/custom-forms/mac-trader`, or
 *   `/utils/custom-forms/mac-trader-jwt`, which takes no timezone).
 * Every way ends with the download link of the answer's `download_url`.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { contentOf, pick } from '../../forms/answers';
import { accountFields, field } from '../../forms/fields';
import { signupStep, type Flow, type StepContent } from '../../forms/flow';
import { completing } from '../../forms/sends';
import type { Translate } from '../../forms/translations';
import { platformDownloadFormWords } from './platform-download-form.words';

export type Platform = 'mt4-new' | 'mt4-old' | 'mt4-se' | 'mt5-new' | 'mac' | 'mac-jwt';

const PLATFORMS: readonly Platform[] = ['mt4-new', 'mt4-old', 'mt4-se', 'mt5-new', 'mac', 'mac-jwt'];

/** These open an account first; the MetaTrader 4 downloads ask only an email. */
const WITH_ACCOUNT: readonly Platform[] = ['mt5-new', 'mac', 'mac-jwt'];

const READY_STEP = 'download-ready';
const SE_THANK_YOU_STEP = 'se-thank-you';

/** The link to the answer's file, when there is one. */
function downloadLink(data: Readonly<Record<string, unknown>>, t: Translate): StepContent {
  return typeof data.download_url === 'string'
    ? { links: [{ label: t('download_link'), href: data.download_url }] }
    : {};
}

type StepId = 'download' | 'signup' | 'step-2' | 'download-ready' | 'se-thank-you';

const platformDownloadFormAttributes = { platform: attr.oneOf(PLATFORMS, 'mt4-new') };

export type PlatformDownloadFormProps = PropsOf<typeof platformDownloadFormAttributes>;

export const platformDownloadFlow: Flow<PlatformDownloadFormProps, StepId> = {
  attributes: platformDownloadFormAttributes,
  words: platformDownloadFormWords,
  start: (props) => (WITH_ACCOUNT.includes(props.platform) ? 'signup' : 'download'),
  steps: [
    {
      id: 'download',
      kind: 'fields',
      title: 'download_form_title',
      submit: 'download_submit',
      fields: [field('email'), field('terms')],
      async send(values, { props, apis, request }) {
        const answer =
          props.platform === 'mt4-old'
            ? await apis.forms.mt4DownloadOld(values, request)
            : await apis.forms.mt4DownloadNew(values, request);
        return { answer, data: pick(answer, 'profile_id', 'client_id', 'download_url') };
      },
      next: 'step-2',
    },
    signupStep({
      fields: accountFields(),
      async send(values, { props, apis, request, signal, kept, keep }) {
        if (props.platform === 'mt5-new') {
          // Once the account is open (its answer kept), sending again asks only for the download.
          const answer = kept.account ?? (await apis.forms.metatrader5Signup(values, request));
          keep({ account: answer });
          const download = await apis.forms.mt5DownloadNew({ email: values.email, terms: values.terms }, { signal });
          return { answer, data: pick(download, 'download_url') };
        }
        const answer =
          props.platform === 'mac-jwt'
            ? await apis.forms.macTraderJwtSignup(values, request)
            : await apis.forms.macTraderSignup(values, request);
        return { answer, data: pick(answer, 'download_url') };
      },
      next: READY_STEP,
    }),
    {
      id: 'step-2',
      kind: 'fields',
      title: 'step2_title',
      intro: 'step2_intro',
      submit: 'step2_submit',
      fields: [field('first_name'), field('country'), field('phone')],
      // Opened by the download's profile_id; without one the download link shows at once.
      needs: ['profile_id'],
      async send(values, { props, apis, data, request }) {
        const body = { ...values, ...pick(data, 'profile_id') };
        if (props.platform === 'mt4-se') {
          return { ...(await completing(() => apis.forms.metatraderSeStep2(body, request))), next: SE_THANK_YOU_STEP };
        }
        return (await completing(() => apis.forms.metatrader4Step2(body, request))) ?? {};
      },
      next: READY_STEP,
    },
    {
      id: READY_STEP,
      kind: 'message',
      title: 'download_title',
      intro: 'download_text',
      load: async ({ data, t }) => downloadLink(data, t),
    },
    {
      id: SE_THANK_YOU_STEP,
      kind: 'message',
      title: 'download_title',
      intro: 'download_text',
      async load({ apis, data, signal, t }) {
        // The link matters more than the text: a text that fails to load leaves the built-in one.
        const content = await apis.forms
          .mt4SeThankYou(pick(data, 'profile_id'), { signal })
          .then(contentOf, (error) => {
            console.error('<platform-download-form> could not load the MetaTrader 4 SE thank-you:', error);
            return {};
          });
        return { ...content, ...downloadLink(data, t) };
      },
    },
  ],
};
