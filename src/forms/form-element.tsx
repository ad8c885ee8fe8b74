/** Turns a flow into a form element: the common attributes, the flow's own, the kit's styles. */
import type { AttributeSchema } from '../platform/runtime/attributes';
import type { ElementDefinition, HostProps } from '../platform/runtime/define-element';
import type { Flow } from './flow';
import { FlowForm } from './flow-form';
import { COMMON_ATTRIBUTES, type CommonFormProps } from './form-attributes';
import link from '../styles/link.css';
import forms from './forms.css';

/** Every form's shadow stylesheets (the kit's), adopted by the runtime. */
export const styles = [link, forms];

/**
 * What every form element has; each form's own JSDoc adds its summary and attributes.
 * @attr translations - JSON object of texts by key, replacing the built-in ones, e.g. `{"email":"E-Mail","login_title":"Anmelden"}`.
 * @attr redirect - where to go after success (else the answer's `redirect_url`); only http(s) URLs on the page's site (on its port, by https or the page's scheme) or a configured origin are followed.
 * @attr captcha-src - the GeeTest 4 script, for the sign-ups that run the security check (only when the registration API issues one).
 * @event form-view - the form is shown, and each time it moves to another step.
 * @event form-step - the form moved to another step.
 * @event form-submit - the visitor sent a step.
 * @event form-success - the flow succeeded (once, at its end); the detail is the server's last answer, with a sign-up's `profile_id` and `client_id` at its top level (only usable ones: a non-empty string or a number). Cancel it to stay on the page instead of following the redirect.
 * @event form-error - a step failed: `{ code, status, message }`.
 * @slot fields - the step's `<form>` with its fields and submit button, which the form puts in its own light DOM (`<form class="site-form" slot="fields">`) so that password managers and tag managers see it; a page does not fill or edit it (docs/CONTRACT.md).
 * @slot label-terms - the terms checkbox's label, links included (`label-<field>` for any checkbox); a copy shows in the field's `<label>`, following the span's changes.
 * @csspart form - the form's section.
 * @csspart step - the current step's layout: header, alert, the slotted `<form>`, links.
 * @csspart header - the step's header.
 * @csspart title - the step's heading.
 * @csspart alert - the message above the form when a step fails.
 * @csspart retry - "Try again" in the alert, when a check could not run (a security check that did not load): runs it again.
 * @csspart switch - a button that switches to another flow step (e.g. "log in instead").
 * @csspart extra - a step's extra action (e.g. "send the code again").
 * @csspart loading - shown while a step's fields or text load.
 * @csspart message - a message step's text.
 * @csspart links - a message step's list of links.
 * @csspart link - a link under a step or in a message.
 * @cssproperty --site-form-width - the form's maximum width (default 480px).
 * @cssproperty --site-form-min-height - the height held before the form upgrades and its fields arrive (its first step's, as measured on the page).
 */
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
    styles,
  };
}
