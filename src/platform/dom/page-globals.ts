/**
 * The document and window properties the library reads, through the platform's own getters: the
 * one module that touches them (docs/SECURITY.md §10). Markup can shadow them (DOM clobbering):
 * `document` answers `document.body` with an `<img name="body">`, a `<form name="body">`, an
 * `<embed name="body">` or an `<object id="body">` before its own property, and any element with
 * an id is `window.<id>` where the window has no such property of its own (`<img id="dataLayer">`).
 * Sanitisers keep `name` and `id`, so a CMS's HTML can. The getters on the prototypes cannot be
 * shadowed, and each value is checked for the type only the platform gives.
 *
 * Here what the entry reads (the body, the head, the root, the cookies); the rest, which only
 * lazy chunks read, in page-state.ts through the same getter. Nothing here runs on import: a
 * worker imports modules that import this one.
 */

/** What the getter of `Document.prototype` (or `Node.prototype`) for `name` gives for this document. */
export function platformValue(name: string, owner: () => object = () => Document.prototype): unknown {
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

/** The page's cookies, as `document.cookie` gives them (`name=value; …`). */
export const pageCookies = (): string => String(platformValue('cookie'));

/** Writes one cookie (`name=value; path=/; …`), as setting `document.cookie` does. */
export function writePageCookie(cookie: string): void {
  Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!.call(document, cookie);
}
