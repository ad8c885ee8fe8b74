/**
 * The rest of the page's globals (docs/SECURITY.md §10), read as page-globals.ts reads its own:
 * the document's state through its prototypes' getters, the window's own properties never as an
 * element that markup named so. Apart from page-globals.ts because only lazy chunks read them.
 */
import { platformValue } from './page-globals';

/** The document's base URL, what relative addresses resolve against. */
export const pageBaseUri = (): string => String(platformValue('baseURI', () => Node.prototype));

/** Whether the load event has come (`document.readyState` is `complete`). */
export const pageLoaded = (): boolean => platformValue('readyState') === 'complete';

/** `<title>`'s text. */
export const pageTitle = (): string => String(platformValue('title'));

/** Whether the page shows (`document.visibilityState` is not `hidden`). */
export const pageVisible = (): boolean => platformValue('visibilityState') !== 'hidden';

/** The document's focused element (a shadow host when the focus is inside its shadow root), or null. */
export function pageActiveElement(): Element | null {
  const active = platformValue('activeElement');
  return active instanceof Element ? active : null;
}

/**
 * The window's own property `name` (a global a page script or a third-party script defines), or
 * undefined: never an element that markup named so.
 */
export function windowOwn(name: string): unknown {
  const own = Object.getOwnPropertyDescriptor(window, name);
  return own?.get ? own.get.call(window) : own?.value;
}

/** Makes `value` the window's own property `name`, as `window.name = value` in a page script does. */
export function defineWindowOwn(name: string, value: unknown): void {
  Object.defineProperty(window, name, { value, writable: true, enumerable: true, configurable: true });
}
