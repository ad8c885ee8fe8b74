/**
 * The document and window properties the library reads, through the platform's own getters: the
 * one module that touches them (docs/SECURITY.md §10). Markup can shadow them (DOM clobbering):
 * `document` answers `document.body` with an `<img name="body">`, a `<form name="body">`, an
 * `<embed name="body">` or an `<object id="body">` before its own property, and any element with
 * an id is `window.<id>` where the window has no such property of its own (`<img id="dataLayer">`).
 * Sanitisers keep `name` and `id`, so a CMS's HTML can. The getters on the prototypes cannot be
 * shadowed, and each value is checked for the type only the platform gives.
 *
 * Nothing here runs on import: a worker imports modules that import this one.
 */

/** What the getter of `Document.prototype` (or `Node.prototype`) for `name` gives for this document. */
function platformValue(name: string, owner: () => object = () => Document.prototype): unknown {
  return Object.getOwnPropertyDescriptor(owner(), name)!.get!.call(document);
}

/** `<body>`; null before the parser reaches it. */
export function pageBody(): HTMLBodyElement | null {
  const body = platformValue('body');
  return body instanceof HTMLBodyElement ? body : null;
}

/** `<head>`, which an HTML document always has; a document without one throws (a script cannot load). */
export function pageHead(): HTMLHeadElement {
  const head = platformValue('head');
  if (!(head instanceof HTMLHeadElement)) throw new Error('the page has no <head>');
  return head;
}

/** `<html>`: the root's size, `lang` and scroll lock. */
export function pageRoot(): HTMLElement {
  return platformValue('documentElement') as HTMLElement;
}

/** The document's base URL, what relative addresses resolve against. */
export const pageBaseUri = (): string => String(platformValue('baseURI', () => Node.prototype));

/** Whether the load event has come (`document.readyState` is `complete`). */
export const pageLoaded = (): boolean => platformValue('readyState') === 'complete';

/** `<title>`'s text. */
export const pageTitle = (): string => String(platformValue('title'));

/** Whether the page shows (`document.visibilityState` is not `hidden`). */
export const pageVisible = (): boolean => platformValue('visibilityState') !== 'hidden';

/** The page's cookies, as `document.cookie` gives them (`name=value; …`). */
export const pageCookies = (): string => String(platformValue('cookie'));

/** Writes one cookie (`name=value; path=/; …`), as setting `document.cookie` does. */
export function writePageCookie(cookie: string): void {
  Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!.call(document, cookie);
}

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
