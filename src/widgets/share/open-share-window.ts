/** Opens a share link in its 500×500 window (docs/RULES.md §2), or lets the link be followed. */
import { openWindow } from '../../platform/dom/safe-url';
import { shareWindowFeatures } from './share.model';

/**
 * For a share link's click: opens its href in a popup and cancels the navigation. When the
 * browser blocks the popup (`window.open` gives null) the click goes on as an ordinary link
 * (`target="_blank"`), so the visitor still gets the share page. Modified clicks (a new tab,
 * a new window) are the browser's.
 */
export function openShareWindow(event: MouseEvent, link: HTMLAnchorElement) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const popup = openWindow(link.href, 'share link', 'site-share', shareWindowFeatures(window));
  if (!popup) return;
  // The social site must not script this page through window.opener.
  popup.opener = null;
  event.preventDefault();
}
