import type { ElementDefinition } from '../../platform/runtime/define-element';
import { CertPopup, styles } from './cert-popup';
import { certPopupAttributes, type CertPopupProps } from './cert-popup.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. The trigger (a thumbnail of the certificate
 * by default, or your own `slot="trigger"` element) opens the full image in the shared modal
 * dialog: Escape, the backdrop and the close button close it, focus stays inside and returns
 * to the trigger, the page behind does not scroll. The full image loads on the first opening,
 * with a loading message; if it fails, a message and a link to the file replace it. A missing
 * `alt` logs an error and uses "Regulator certificate"; a missing or non-http(s) `src` logs an
 * error and the trigger does nothing.
 * @summary A regulator's certificate, opened full size in a dialog from a thumbnail.
 * @attr src - the certificate image (http(s), relative to the page or absolute); required. Also the file the failure message links to.
 * @attr alt - the image's text alternative, e.g. "FCA authorisation certificate, firm reference 123456"; required.
 * @attr caption - shown under the image and as the dialog's heading (default: the alt).
 * @attr thumbnail - a smaller image for the default trigger (default: `src`).
 * @attr trigger-label - the default trigger's accessible name, before the alt (default "View the certificate").
 * @attr close-label - the close button's accessible name (default "Close").
 * @attr loading-text - shown while the image loads (default "Loading the certificate…").
 * @attr error-text - shown when the image fails (default "The certificate image could not be loaded.").
 * @attr file-link-text - the link to the file under that message (default "Open the certificate file").
 * @slot trigger - your own trigger (a button or a link); clicking it opens the dialog.
 * @event popup-open - the dialog opened.
 * @event popup-close - the dialog closed.
 * @csspart trigger - the default thumbnail button.
 * @csspart thumbnail - its image.
 * @csspart dialog - the dialog.
 * @csspart close - the close button.
 * @csspart image - the full certificate image.
 * @csspart status - the loading message.
 * @csspart error - the failure message with its link.
 * @csspart caption - the caption.
 * @cssproperty --site-cert-popup-width - the dialog's width (default min(720px, 100vw - 32px)).
 * @cssproperty --site-cert-popup-thumbnail-width - the thumbnail's width (default 160px).
 * @cssproperty --site-cert-popup-thumbnail-ratio - the thumbnail's width to height, which holds its box before the image
 * arrives; the image is fitted inside (default 1.414, an A4 page on its side).
 */
export const certPopup: ElementDefinition<CertPopupProps> = {
  tag: 'cert-popup',
  attributes: certPopupAttributes,
  view: CertPopup,
  styles,
};
