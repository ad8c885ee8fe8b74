/**
 * The step most flows end on: `thank-you`, headed by the flow's `thank_you_title` and
 * `thank_you_text` strings, or by content the server gives for the visitor's profile.
 */
import type { FormBody, CallOptions } from '../services/forms-api';
import { contentOf, pick } from './answers';
import type { FormApis, MessageStep, StepContent, StepContext } from './flow';

type Load<Props> = (context: StepContext<Props>) => Promise<StepContent>;
type ContentEndpoint = (apis: FormApis) => (body: FormBody, options: CallOptions) => Promise<unknown>;

export const THANK_YOU_STEP = 'thank-you';

/** The thank-you message; `load` fetches content that replaces the built-in texts. */
export function thankYouStep<Props>(load?: Load<Props>): MessageStep<Props, typeof THANK_YOU_STEP> {
  return {
    id: THANK_YOU_STEP,
    kind: 'message',
    title: 'thank_you_title',
    intro: 'thank_you_text',
    ...(load && { load }),
  };
}

/** Loads the endpoint's content for the profile_id of the flow's data. */
export function profileContent<Props>(endpoint: ContentEndpoint): Load<Props> {
  return async ({ apis, data, signal }) => contentOf(await endpoint(apis)(pick(data, 'profile_id'), { signal }));
}
