import type { ElementDefinition } from '../../platform/runtime/define-element';
import { FormPopup, styles } from './form-popup';
import { formPopupAttributes, type FormPopupProps } from './form-popup.attributes';

/**
 * Lazy: its chunk loads when the tag first appears, and the form inside (its light-DOM child,
 * e.g. `<form-popup><signup-form></signup-form></form-popup>`) loads as any form does. The form
 * shows in the shared modal dialog, opened by the `trigger` slot, by any
 * `[data-form-popup="{id}"]` in the page, or by the URL hash: with `hash="open-account"` a page
 * opened at `#open-account`, or moving to it, opens the popup; closing it then removes the hash
 * with `history.replaceState` (no history entry). Escape, the backdrop and the close button close
 * it; focus stays inside and returns to the trigger. On the form's `form-success` it says
 * `success-text` for `success-delay` ms, then closes (a form that redirects leaves the page
 * first unless the page cancels `form-success`). Closing only hides the form: what the visitor
 * typed is there when it opens again. Before it upgrades, only the trigger shows.
 * @summary Any form of the library in a modal dialog, opened by a button, a link or the URL hash.
 * @attr label - the dialog's accessible name (default: the trigger's text, else "Form").
 * @attr hash - a URL fragment that opens the popup, e.g. `open-account` (with or without `#`).
 * @attr close-label - the close button's accessible name (default "Close").
 * @attr success-text - said after the form succeeds, before the popup closes (default "Thank you! We have received your details.").
 * @attr success-delay - how long that message shows before the popup closes, in ms (default 2000).
 * @slot trigger - a button or link that opens the popup.
 * @slot - the form element.
 * @event popup-open - the dialog opened.
 * @event popup-close - the dialog closed.
 * @csspart dialog - the dialog.
 * @csspart close - the close button.
 * @csspart confirmation - the message after the form succeeded.
 * @cssproperty --site-form-popup-width - the dialog's width (default min(560px, 100vw - 32px)).
 */
export const formPopup: ElementDefinition<FormPopupProps> = {
  tag: 'form-popup',
  attributes: formPopupAttributes,
  view: FormPopup,
  styles,
};
