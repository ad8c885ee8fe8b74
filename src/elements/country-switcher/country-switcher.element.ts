import type { ElementDefinition } from '../../platform/runtime/define-element';
import { CountrySwitcher, styles } from './country-switcher';
import { countrySwitcherAttributes, type CountrySwitcherProps } from './country-switcher.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Countries without a `name` are named in the
 * page's locale (`<body data-locale>`), sorted by name. The visitor's country is preselected:
 * the `country` attribute, else cookie `oc_country` (written by the site's edge). Choosing does
 * not navigate (WCAG 3.2.2): the Go button does, and only to http(s) URLs on the page's own site
 * (same registrable domain) or an allowed origin (`<body data-redirect-origins>` and
 * `allowed-origins`); any other URL logs one console error and shows a message.
 * While the list loads the select is disabled; an empty answer shows a link to the international
 * site; a failure shows that link and the default list: GB → /uk/ (FCA), the EEA → /eu/ (CySEC),
 * AU → /au/ (ASIC).
 * @summary A country select that takes the visitor to the site of the regulator serving them.
 * @attr countries - JSON list of `{ code, name?, regulator?, url }` (ISO 3166-1 alpha-2 codes); when given, nothing is fetched.
 * @attr src - the list's URL, answering `{ countries: [...] }` (default `{data-forms-api}/api/country-sites`).
 * @attr country - the country to preselect (ISO code), before cookie `oc_country`.
 * @attr label - the select's label (default "Country of residence").
 * @attr button-label - the Go button's text (default "Go").
 * @attr global-url - the international site, linked when the list is empty or failing (default "/").
 * @attr allowed-origins - comma list of further origins the Go button may send the visitor to.
 * @event country-switch - the visitor pressed Go; detail `{ code, regulator, url }`. Cancel it to stay on the page.
 * @csspart base - the form.
 * @csspart label - the select's label.
 * @csspart row - the select and the button.
 * @csspart select - the country select.
 * @csspart button - the Go button.
 * @csspart served - which regulator's site serves the chosen country.
 * @csspart message - what went wrong with the last Go.
 * @csspart notice - the empty or failed state's text.
 * @csspart global-link - the link to the international site.
 */
export const countrySwitcher: ElementDefinition<CountrySwitcherProps> = {
  tag: 'country-switcher',
  attributes: countrySwitcherAttributes,
  view: CountrySwitcher,
  styles,
};
