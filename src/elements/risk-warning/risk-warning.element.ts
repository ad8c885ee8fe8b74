import type { ElementDefinition } from '../../platform/runtime/define-element';
import { RiskWarning, styles } from './risk-warning';
import { riskWarningAttributes, type RiskWarningProps } from './risk-warning.attributes';

/**
 * The toggle collapses it and stores the page's regulator (`<body data-regulator>`) in cookie
 * `riskWarningClosed` (until the browser session ends); expanding removes the cookie. It starts
 * collapsed when the cookie holds the current regulator. Scrolling down on screens 1023 px wide
 * or narrower collapses it (checked at most every 100 ms) without touching the cookie. Host
 * state marker: `data-state="expanded|collapsed"`. Inside a host's sticky or fixed header (at the top), that
 * header counts as a bar: the document's `scroll-padding-top` reserves it and a focused control is
 * scrolled out from under it (docs/ACCESSIBILITY.md, 2.4.11).
 * @summary The regulator's risk warning banner, expanded or collapsed to its first line.
 * @attr label - the banner's accessible name.
 * @attr toggle-label - the toggle's accessible name; it reports its state with `aria-expanded`.
 * @slot - the warning text.
 * @csspart base - the banner.
 * @csspart text - the warning text.
 * @csspart toggle - the toggle button.
 * @cssproperty --site-risk-warning-background - the banner's background.
 */
export const riskWarning: ElementDefinition<RiskWarningProps> = {
  tag: 'risk-warning',
  attributes: riskWarningAttributes,
  view: RiskWarning,
  styles,
};
