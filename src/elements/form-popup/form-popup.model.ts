/** Pure rules of <form-popup>: the hash attribute's form and the dialog's name. */

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

/** The dialog's accessible name: the label attribute, else its opener's text, else "Form". */
export function dialogLabel(label: string, openerText: string | null | undefined): string {
  return label.trim() || openerText?.replace(/\s+/g, ' ').trim() || 'Form';
}
