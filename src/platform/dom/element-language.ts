/**
 * Which language an element speaks, read live from the page (docs/CONTRACT.md, "Language"): its
 * words follow the nearest `lang` (the element itself included, up through shadow hosts, `<html>`
 * included), else `<body data-locale>`, else English; its numbers and dates the nearest `lang`
 * below `<html>`, else `data-locale`, else `<html lang>`, else English. No React.
 */
import { pageBody, pageRoot } from './page-globals';

const said = new Set<string>();

/** A tag in its canonical form, or null for one that is not a language tag (said once per tag). */
function canonical(tag: string | null | undefined): string | null {
  const trimmed = tag?.trim();
  if (!trimmed) return null;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null;
  } catch {
    if (!said.has(trimmed)) console.error(`"${trimmed}" is not a language tag; ignoring it.`);
    said.add(trimmed);
    return null;
  }
}

/**
 * The `lang` of the node or its nearest ancestor across shadow roots that is a language tag;
 * `<html>` counts when `withRoot`.
 */
function nearestLang(node: Node, withRoot: boolean): string | null {
  const root = pageRoot();
  for (let at: Node | null = node; at; at = at.parentNode instanceof ShadowRoot ? at.parentNode.host : at.parentNode) {
    if (!(at instanceof Element)) continue;
    if (at === root && !withRoot) return null;
    const lang = canonical(at.getAttribute('lang'));
    if (lang) return lang;
  }
  return null;
}

const pageLocale = () => pageBody()?.dataset.locale;

/** The language tag an element's words follow (`en` when the page names none). */
export function wordsTag(element: Element): string {
  return nearestLang(element, true) ?? canonical(pageLocale()) ?? 'en';
}

/** The locale an element formats numbers and dates in. */
export function formatTag(element: Element): string {
  return nearestLang(element, false) ?? canonical(pageLocale()) ?? canonical(pageRoot().lang) ?? 'en';
}
