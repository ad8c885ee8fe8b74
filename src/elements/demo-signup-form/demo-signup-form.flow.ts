/**
 * `<demo-signup-form>`: a free demo account. The forex demo (`kind="forex"`, the default) sends
 * the visitor's details to `/utils/custom-forms/forex-demo/signup`, then asks for the platform,
 * leverage and currency that `/fcm-forms/config/forex-demo-form-step-2` offers (when the sign-up
 * answered a `profile_id`: step 2 completes that profile), creates the
 * account with `/fcm-forms/create-demo-account-2-step` and shows the thank-you page of
 * `/utils/forex-demo-ty`. The simple demo (`kind="simple"`) is one step to
 * `/utils/custom-forms/demo-signup` and a thank-you message.
 *
 * Attributes: `kind` (`forex` | `simple`). Steps: `details`, `step-2` (forex), `thank-you`.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { contentOf, pick } from '../../forms/answers';
import { fields } from '../../forms/fields';
import { laterStepFields } from '../../forms/form-config';
import { THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { completeProfileAt } from '../../forms/sends';

const THANK_YOU_STEP = 'thank-you';

type StepId = 'details' | 'step-2' | 'thank-you';

const demoSignupFormAttributes = { kind: attr.oneOf(['forex', 'simple'], 'forex') };

export type DemoSignupFormProps = PropsOf<typeof demoSignupFormAttributes>;

export const demoSignupFlow: Flow<DemoSignupFormProps, StepId> = {
  attributes: demoSignupFormAttributes,
  strings: {
    details_title: 'Try trading with a free demo account',
    details_submit: 'Open a demo account',
    step_2_title: 'Set up your demo account',
    step_2_submit: 'Create the account',
    thank_you_title: 'Your demo account is ready',
    thank_you_text: 'We sent your login details by email.',
  },
  steps: [
    {
      id: 'details',
      kind: 'fields',
      title: 'details_title',
      submit: 'details_submit',
      fields: fields('first_name', 'last_name', 'email', 'country', 'phone', 'terms'),
      async send(values, { props, apis, request }) {
        if (props.kind === 'simple') {
          return { answer: await apis.forms.demoSignup(values, request), next: THANK_YOU_STEP };
        }
        const answer = await apis.forms.forexDemoSignup(values, request);
        return { answer, next: 'step-2', data: pick(answer, 'profile_id', 'client_id') };
      },
    },
    {
      id: 'step-2',
      kind: 'fields',
      title: 'step_2_title',
      submit: 'step_2_submit',
      fields: ({ apis, signal }) =>
        laterStepFields(
          '/fcm-forms/config/forex-demo-form-step-2',
          (signal) => apis.forms.forexDemoStep2Config({}, { signal }),
          signal,
        ),
      needs: ['profile_id'],
      send: completeProfileAt((apis) => apis.forms.createDemoAccountStep2),
      next: THANK_YOU_STEP,
    },
    {
      ...THANK_YOU_MESSAGE,
      // The simple demo has no thank-you page on the server, nor a forex sign-up without a profile
      // (no request with a missing id): the step's own texts say it all.
      load: async ({ props, apis, data, signal }) =>
        props.kind === 'forex' && 'profile_id' in pick(data, 'profile_id')
          ? contentOf(await apis.forms.forexDemoThankYou(pick(data, 'profile_id'), { signal }))
          : {},
    },
  ],
};
