import type { ElementDefinition } from '../../platform/runtime/define-element';
import { SitePopup, styles } from './site-popup';
import { sitePopupAttributes, type SitePopupProps } from './site-popup.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Any `[data-popup-open="{popup id}"]` in the
 * page opens it; `[data-popup-close]` inside closes it, as do Escape, the backdrop and the close
 * button. Focus stays inside while it is open and returns to the trigger; the page behind does not
 * scroll; it fades in over 150 ms and out over 75 ms (the shared modal dialog, useModalDialog).
 * @summary A modal dialog with slotted content.
 * @attr open - shows the dialog; the popup removes it when the visitor closes it.
 * @attr label - accessible name when there is no `title` slot.
 * @attr close-label - the close button's accessible name.
 * @slot title - the dialog heading.
 * @slot - the content.
 * @event popup-open - the dialog opened.
 * @event popup-close - the dialog closed.
 * @csspart dialog - the dialog.
 * @csspart header - the heading and the close button.
 * @csspart close - the close button.
 * @csspart content - the content.
 * @cssproperty --site-popup-width - the dialog's width (default min(560px, 100vw - 32px)).
 */
export const sitePopup: ElementDefinition<SitePopupProps> = {
  tag: 'site-popup',
  attributes: sitePopupAttributes,
  view: SitePopup,
  styles,
};
