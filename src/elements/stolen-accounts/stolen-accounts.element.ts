import type { ElementDefinition } from '../../platform/runtime/define-element';
import { StolenAccounts, styles } from './stolen-accounts';
import { stolenAccountsAttributes, type StolenAccountsProps } from './stolen-accounts.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. The slotted text explains the risk. The
 * checker looks an address up in `domains` without regard to case, scheme, `www.`, port or path
 * (`https://WWW.Fake.com/login` is `fake.com`); a subdomain of a listed domain counts as listed.
 * Typing filters the visible list; Check gives the verdict: "This domain is on our list of
 * fraudulent sites", or "not on our list — that does not mean it is safe" with a button that
 * puts the domain into the report form. The report form (email, the website or account,
 * what happened: at least 10 characters) is validated on submit, the first wrong field focused;
 * it POSTs `{ email, subject, description }` as JSON to `src` and expects `{ reference }`. On
 * failure what was typed stays, with a message (and the server's field errors from a 400
 * `{ fields }`); on success a thank-you with the reference replaces the form. The report's
 * `<form>` with its fields and button is the element's light DOM (slot `report`, as the forms'
 * fields are: docs/CONTRACT.md), so a tag manager's form trigger hears its `submit`.
 * @summary A notice on fraudulent look-alike sites: a domain checker and a report form.
 * @attr domains - the known fraudulent domains: a comma list or a JSON list (URLs are reduced to their domain). A malformed value logs one error and lists none.
 * @attr src - where reports are POSTed (default `{data-forms-api}/api/report-fraud`).
 * @attr heading-level - the level of the element's two headings, 2 to 6 (default 3).
 * @slot - the explanatory text shown above the checker.
 * @slot report - the report's `<form class="site-form" data-form="stolen-accounts" data-step="report">`, which the element puts in its own light DOM.
 * @csspart base - the wrapper.
 * @csspart intro - the slotted text.
 * @csspart check - the checker's section.
 * @csspart heading - a section heading.
 * @csspart search - the checker's form.
 * @csspart verdict - the checker's answer; `data-verdict` is listed, not-listed or invalid.
 * @csspart count - how many domains are listed or match.
 * @csspart domains - the list of domains.
 * @csspart report - the report section.
 * @csspart field-label - the checker's label.
 * @csspart input - the checker's address field.
 * @csspart failure - the message when sending failed.
 * @csspart sent - the thank-you after sending.
 * @cssproperty --site-stolen-accounts-list-height - the domain list's height before it scrolls (default 240px).
 */
export const stolenAccounts: ElementDefinition<StolenAccountsProps> = {
  tag: 'stolen-accounts',
  attributes: stolenAccountsAttributes,
  view: StolenAccounts,
  styles,
};
