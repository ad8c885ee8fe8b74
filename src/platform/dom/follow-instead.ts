/**
 * A link whose address is made at the click (a one-time state added to it): a plain click goes
 * there instead of the link's own address. Its own module, not safe-url.ts: only the login form's
 * chunk needs it.
 */
import { navigateTo } from './safe-url';

/** What followInstead needs of a click (a DOM or React mouse event). */
export interface Click {
  button: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * A plain click (main button, no modifier key) goes to `url()` instead, through navigateTo. Any
 * other click (a new tab, a download) keeps the link's own address.
 */
export function followInstead(click: Click, url: () => string, source: string): void {
  const modified = click.altKey || click.ctrlKey || click.metaKey || click.shiftKey;
  if (click.button !== 0 || modified || click.defaultPrevented) return;
  click.preventDefault();
  navigateTo(url(), source);
}
