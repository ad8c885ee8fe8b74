import type { ElementDefinition } from '../../platform/runtime/define-element';
import { RegulatorMismatch, styles } from './regulator-mismatch';
import { regulatorMismatchAttributes, type RegulatorMismatchProps } from './regulator-mismatch.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Shown only when cookie `oc_regulator_name`
 * (the regulator the visitor chose, docs/RULES.md §9) names another regulator than the page's;
 * absent or equal, it renders nothing. It offers both regulators' sites: links when `sites`
 * has their URLs (http(s) or site-relative), names otherwise. Closing it is remembered for the
 * browser session, for that pair of regulators only (session cookie `regulator_notice_closed`):
 * the notice is about which regulator protects the visitor, so it returns on the next visit.
 * It sits in the page flow: place it at the top of the page.
 * @summary A notice for visitors whose regulator differs from the page's, offering both sites.
 * @attr sites - JSON object of regulator → site URL, e.g. `{"fca": "/uk/", "cysec": "/eu/"}`.
 * @attr regulator - the page's regulator (default `<body data-regulator>`, else fca).
 * @attr label - the notice region's accessible name (default "Regulator notice").
 * @attr close-label - the close button's accessible name (default "Close notice").
 * @slot - further explanation shown under the notice's text.
 * @csspart base - the notice region.
 * @csspart text - the text and the slotted explanation.
 * @csspart sites - the two sites.
 * @csspart site - a site's link, or its name when its URL is unknown.
 * @csspart close - the close button.
 * @cssproperty --site-regulator-mismatch-background - the notice's background (default a pale amber).
 */
export const regulatorMismatch: ElementDefinition<RegulatorMismatchProps> = {
  tag: 'regulator-mismatch',
  attributes: regulatorMismatchAttributes,
  view: RegulatorMismatch,
  styles,
};
