/** Pure rules of <form-popup>: the URL hash that opens it and the dialog's name. */

/** A fragment a template may name: letters, digits, `-` and `_`, starting with a letter. */
const FRAGMENT = /^[A-Za-z][\w-]*$/;

/** `open-account` or `#open-account` → `#open-account`; null (with the reason) when unusable. */
export function normalizeHash(value: string): { hash: string } | { problem: string } {
  const fragment = value.trim().replace(/^#/, '');
  if (!FRAGMENT.test(fragment)) {
    return { problem: `expected a fragment like "open-account" (letters, digits, - and _), got "${value}"` };
  }
  return { hash: `#${fragment}` };
}

/** Whether the page's current hash (`location.hash`, percent-encoded) names this popup. */
export function hashOpens(current: string, hash: string): boolean {
  return hash !== '' && current === hash;
}

/** The page's address without its fragment (and without a bare trailing `#`). */
export function withoutHash(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href.replace(/#$/, '');
}

/** The dialog's accessible name: the label attribute, else its opener's text, else "Form". */
export function dialogLabel(label: string, openerText: string | null | undefined): string {
  return label.trim() || openerText?.replace(/\s+/g, ' ').trim() || 'Form';
}
