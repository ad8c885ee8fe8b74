import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { siteTipAttributes, type SiteTipProps } from './site-tip.attributes';

// Next to prices and form fields on many pages, so the tag is defined at once; the view and
// its positioning code come as chunks, the document sheet holds the trigger's box meanwhile.
const view = lazyView(
  () => import('./site-tip'),
  (module) => module.SiteTip,
);

/**
 * Wider than 1023 px the tip is a tooltip (WAI-ARIA tooltip pattern, `role="tooltip"`, the
 * trigger described by it): it opens while the pointer is over the trigger or the tip and while
 * the trigger has keyboard focus, and closes on Escape, blur and when the pointer leaves. It sits
 * on the `corner` side of the trigger, lined up with that corner's edge, and flips and shifts to
 * stay inside the window (Floating UI, fetched with the first tip that opens). At 1023 px or
 * narrower (docs/RULES.md §9 tip breakpoint) a click on the trigger opens the tip in a modal
 * dialog, and a click anywhere on the dialog (or Escape) closes it. The tip's content is the
 * element's children: wrap its text in an element (`<span>`, `<p>`) so it stays hidden before the
 * upgrade. A slotted trigger should be a button; anything else is made focusable. Host marker:
 * `data-state="closed|open|dialog"`.
 * @summary A hint shown next to its trigger, or in a dialog on narrow windows.
 * @attr corner - where the tip opens: TOP_RIGHT, TOP_END, BOTTOM_START, BOTTOM_END (default), BOTTOM_LEFT or BOTTOM_RIGHT. Any other value logs an error and uses the default.
 * @attr label - the accessible name of the default trigger (an info icon button), and of the dialog.
 * @attr close-label - the text of the dialog's close button.
 * @event popup-open - the tip's dialog opened (narrow windows).
 * @event popup-close - the tip's dialog closed.
 * @slot - the tip's content.
 * @slot trigger - what the tip belongs to (default: an info icon button).
 * @csspart trigger - the box around the trigger.
 * @csspart button - the default info icon button.
 * @csspart tip - the tooltip.
 * @csspart dialog - the dialog of narrow windows.
 * @csspart close - the dialog's close button.
 * @cssproperty --site-tip-max-width - the tooltip's widest (default 320px).
 */
export const siteTip: ElementDefinition<SiteTipProps> = {
  tag: 'site-tip',
  attributes: siteTipAttributes,
  view,
};
