/**
 * Issue #29: every form's flow walked to its end once for every combination of what each request
 * may answer (src/test/flow-walker.ts), by its logic with a fake API: each walk ends in success
 * or a visible error with a way forward, never in a request without its id, a step waiting for
 * something the server did not issue, a step its configuration listed no field for, an account
 * left without form-success (issue #37), or a form-success without the sign-up's ids. Prints per
 * flow how many walks it made and how each ended. A real-browser sample of the same answers runs
 * against the bare backend (bare-backend-answers.test.ts).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { add, empty, walkFlow, type WalkSetup } from '../test/flow-walker';
import { affiliateSignupFlow } from '../elements/affiliate-signup-form/affiliate-signup-form.flow';
import { campaignFlow } from '../elements/campaign-form/campaign-form.flow';
import { demoSignupFlow } from '../elements/demo-signup-form/demo-signup-form.flow';
import { ebookDownloadFlow } from '../elements/ebook-download-form/ebook-download-form.flow';
import { educationSignupFlow } from '../elements/education-signup-form/education-signup-form.flow';
import { emailVerificationFlow } from '../elements/email-verification/email-verification.flow';
import { expoRegistrationFlow } from '../elements/expo-registration-form/expo-registration-form.flow';
import { investFlow } from '../elements/invest-form/invest-form.flow';
import { islamicAccountFlow } from '../elements/islamic-account-form/islamic-account-form.flow';
import { leadSignupFlow } from '../elements/lead-signup-form/lead-signup-form.flow';
import { loginFlow } from '../elements/login-form/login-form.flow';
import { partnerSignupFlow } from '../elements/partner-signup-form/partner-signup-form.flow';
import { platformDownloadFlow } from '../elements/platform-download-form/platform-download-form.flow';
import { premiumAnalyticsFlow } from '../elements/premium-analytics-form/premium-analytics-form.flow';
import { resetPasswordFlow } from '../elements/reset-password-form/reset-password-form.flow';
import { seminarThankYouFlow } from '../elements/seminar-thank-you/seminar-thank-you.flow';
import { signupFlow } from '../elements/signup-form/signup-form.flow';
import { subscriptionFlow } from '../elements/subscription-form/subscription-form.flow';
import { thankYouPageFlow } from '../elements/thank-you-page/thank-you-page.flow';
import { tradingCentralFlow } from '../elements/trading-central-form/trading-central-form.flow';
import { webtraderFlow } from '../elements/webtrader-form/webtrader-form.flow';
import { whiteLabelFlow } from '../elements/white-label-form/white-label-form.flow';
import { withNewSocialState } from '../services/sso/social-state';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any flow
type Walk = WalkSetup<any>;

/** The code steps and the id an answer must issue for each (independent of the flows' own `needs`). */
const SMS_CODE = { 'sms-code': 'otp_code_id' };

/** A social sign-in's return to this tab, with the state "Continue with Google" made for it. */
function socialReturn(): string {
  const state = new URL(withNewSocialState('/auth/google')).searchParams.get('state')!;
  return `?social_provider=google&social_token=t0&social_state=${state}`;
}

/** Every tag with a flow, by each attribute value that changes its steps. */
const WALKS: Readonly<Record<string, readonly Walk[]>> = {
  'signup-form': [
    { flow: signupFlow, codeSteps: { 'phone-code': 'otp_code_id' } },
    { flow: signupFlow, props: { noCaptcha: true }, codeSteps: { 'phone-code': 'otp_code_id' } },
  ],
  'demo-signup-form': [{ flow: demoSignupFlow }, { flow: demoSignupFlow, props: { kind: 'simple' } }],
  'partner-signup-form': [{ flow: partnerSignupFlow }],
  'affiliate-signup-form': [{ flow: affiliateSignupFlow }],
  'education-signup-form': [{ flow: educationSignupFlow }, { flow: educationSignupFlow, props: { course: 'zth' } }],
  'trading-central-form': [{ flow: tradingCentralFlow }, { flow: tradingCentralFlow, props: { kind: 'email' } }],
  'platform-download-form': ['mt4-new', 'mt4-old', 'mt4-se', 'mt5-new', 'mac', 'mac-jwt'].map((platform) => ({
    flow: platformDownloadFlow,
    props: { platform },
  })),
  'lead-signup-form': ['lead', 'with-demo', 'email'].map((kind) => ({ flow: leadSignupFlow, props: { kind } })),
  'premium-analytics-form': ['register', 'login', 'phone-login'].map((mode) => ({
    flow: premiumAnalyticsFlow,
    props: { mode },
    codeSteps: SMS_CODE,
  })),
  'login-form': [
    ...['email', 'phone', 'unified'].map((mode) => ({ flow: loginFlow, props: { mode }, codeSteps: SMS_CODE })),
    { flow: loginFlow, search: socialReturn, codeSteps: SMS_CODE },
  ],
  'webtrader-form': [
    { flow: webtraderFlow, codeSteps: SMS_CODE },
    { flow: webtraderFlow, props: { mode: 'demo' }, codeSteps: SMS_CODE },
  ],
  'reset-password-form': [
    { flow: resetPasswordFlow },
    { flow: resetPasswordFlow, props: { hash: 'h9' } },
    { flow: resetPasswordFlow, props: { mode: 'phone' }, codeSteps: { code: 'otp_code_id' } },
  ],
  'email-verification': [
    { flow: emailVerificationFlow },
    { flow: emailVerificationFlow, props: { email: 'ada@example.com' } },
  ],
  'islamic-account-form': [
    { flow: islamicAccountFlow, search: '?profile_id=p-page' },
    { flow: islamicAccountFlow, props: { profileId: 'p-attribute' } },
  ],
  'expo-registration-form': ['dubai', 'latam', 'tradedays', 'esg'].map((expo) => ({
    flow: expoRegistrationFlow,
    props: { expo },
  })),
  'white-label-form': [{ flow: whiteLabelFlow }],
  'invest-form': [{ flow: investFlow }],
  'campaign-form': [{ flow: campaignFlow, props: { campaign: 'spring' } }],
  'ebook-download-form': [{ flow: ebookDownloadFlow, props: { ebook: 'basics' } }],
  'subscription-form': [{ flow: subscriptionFlow }, { flow: subscriptionFlow, props: { kind: 'marketing' } }],
  'thank-you-page': [{ flow: thankYouPageFlow, search: '?profile_id=p-page' }, { flow: thankYouPageFlow }],
  'seminar-thank-you': [{ flow: seminarThankYouFlow, props: { seminar: 'w1' }, search: '?profile_id=p-page' }],
};

/** The console's warnings and errors of thousands of walks say nothing a tally does not. */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const { warn, error, info } = console;
  console.warn = console.error = console.info = () => undefined;
  try {
    return await run();
  } finally {
    Object.assign(console, { warn, error, info });
  }
}

describe('every flow walked through every answer its requests may give (issue #29)', function () {
  this.timeout(60_000);
  const lines: string[] = [];
  after(() =>
    console.log(
      [
        'walks per flow: success / error with a way forward / defective (of which: a step no configuration listed a field for / an account left without form-success)',
        ...lines,
      ].join('\n'),
    ),
  );

  it('covers every tag with a flow', async () => {
    const files = (await executeServerCommand<string[], { folder: string }>('source-files', { folder: 'elements' }))!;
    const tags = files.filter((file) => file.endsWith('.flow.ts')).map((file) => file.split('/')[0]);
    expect(Object.keys(WALKS).sort()).to.deep.equal(tags.sort());
  });

  for (const [tag, walks] of Object.entries(WALKS)) {
    it(`<${tag}> ends every walk in form-success or a visible error with a way forward, and shows no unlisted step`, async () => {
      const total = empty();
      for (const walk of walks) add(total, await quietly(() => walkFlow(walk)));
      const count = total.success + total.error + total.defective;
      const { success, error, defective, unasked, accountLost } = total;
      lines.push(`${tag}: ${count} walks: ${success} / ${error} / ${defective} (${unasked} / ${accountLost})`);
      expect(total.defects.slice(0, 5)).to.deep.equal([]);
      expect(total.success, 'walks that reached the end').to.be.above(0);
    });
  }
});
