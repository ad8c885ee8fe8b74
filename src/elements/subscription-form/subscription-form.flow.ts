/**
 * `<subscription-form>`: the newsletter (`/api/subscribe`, email and terms) or, with
 * `kind="marketing"`, the marketing-email consent (`/fcm-forms/marketing-emails`).
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { field, fields } from '../../forms/fields';
import type { Flow } from '../../forms/flow';
import { subscriptionFormWords } from './subscription-form.words';

type StepId = 'subscribe';

const subscriptionFormAttributes = { kind: attr.oneOf(['newsletter', 'marketing'], 'newsletter') };

export type SubscriptionFormProps = PropsOf<typeof subscriptionFormAttributes>;

export const subscriptionFlow: Flow<SubscriptionFormProps, StepId> = {
  attributes: subscriptionFormAttributes,
  words: subscriptionFormWords,
  steps: [
    {
      id: 'subscribe',
      kind: 'fields',
      title: 'subscribe_title',
      submit: 'subscribe_submit',
      fields: async ({ props }) =>
        props.kind === 'marketing'
          ? [field('email'), field('marketing', { required: true, label: 'marketing_consent' })]
          : fields('email', 'terms'),
      async send(values, { props, apis, request }) {
        const answer =
          props.kind === 'marketing'
            ? await apis.forms.marketingEmails(values, request)
            : await apis.forms.subscribe(values, request);
        return { answer, next: null };
      },
    },
  ],
};
