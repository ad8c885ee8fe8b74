import type { ElementDefinition } from '../../platform/runtime/define-element';
import { BlurredModal, styles } from './blurred-modal';
import { blurredModalAttributes, type BlurredModalProps } from './blurred-modal.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Until the visitor confirms, the slotted
 * content is blurred and inert (not focusable, not read by assistive technology, not
 * selectable) behind a modal dialog that only its two buttons answer: Escape and the backdrop
 * do nothing; "Take me back" goes to `back-url`. Confirming writes the cookie `cookie-name` for
 * `cookie-days` days (path /, SameSite=Lax), unblurs the content and moves focus to it; while the
 * cookie is there the dialog never shows. The content is in the page's HTML: this is a notice
 * for visitors, not access control. Before the upgrade, the document sheet blurs the content
 * when scripting is on (`@media (scripting: enabled)`), so it does not show before the question
 * (a confirmed visitor sees it sharpen as the element upgrades); with scripting off (noscript)
 * nothing would ever unblur it, so it shows plainly.
 * @summary Content behind a blurred, inert backdrop until the visitor confirms who they are.
 * @attr heading - the dialog's heading when there is no `title` slot (default "This page is for professional clients").
 * @attr confirm-text - the confirming button (default "I am a professional client").
 * @attr back-text - the way back (default "Take me back").
 * @attr back-url - where "Take me back" goes: an http(s) page (default `/`).
 * @attr cookie-name - the cookie that remembers the confirmation (default `blurred_modal_confirmed`); letters, digits, _ and -, always under the prefix `blurred_modal_` (`pro_uk` writes `blurred_modal_pro_uk`), so no attribute writes one of the site's own cookies or a `__Host-` / `__Secure-` one.
 * @attr cookie-days - how long it is remembered, in days (default 30).
 * @slot - the content behind the question.
 * @slot title - the dialog's heading, replacing `heading`.
 * @slot message - the text under the heading (e.g. who the page is for and why).
 * @event popup-open - the question opened.
 * @event popup-close - the visitor confirmed and the question closed.
 * @csspart content - the wrapper of the slotted content (blurred and inert until confirmed).
 * @csspart dialog - the question's dialog.
 * @csspart title - its heading.
 * @csspart message - its text.
 * @csspart confirm - the confirming button.
 * @csspart back - the way back.
 * @cssproperty --site-blurred-modal-blur - how much the content is blurred (default 8px).
 */
export const blurredModal: ElementDefinition<BlurredModalProps> = {
  tag: 'blurred-modal',
  attributes: blurredModalAttributes,
  view: BlurredModal,
  styles,
};
