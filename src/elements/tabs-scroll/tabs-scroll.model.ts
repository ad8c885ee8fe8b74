/** Tabs-scroll rules: the scroll of docs/RULES.md §2 and which section the page is on. Pure. */

/** docs/RULES.md §2: a tab scrolls to its target in 200 ms, stopping 100 px above it. */
export const TAB_SCROLL_MS = 200;
export const TAB_SCROLL_OFFSET = -100;

/**
 * The line, in px from the viewport's top, that decides the section in view: just below where a
 * tab's scroll puts its target, so the section a tab scrolled to is the one in view.
 */
export const SECTION_LINE = -TAB_SCROLL_OFFSET + 2;

export interface Span {
  top: number;
  bottom: number;
}

/**
 * The tab whose target spans `line` (the innermost, i.e. the lowest top, when targets nest); null
 * when none does (between sections, above the first): the selection then stays as it is.
 */
export function sectionAt(spans: readonly (Span | null)[], line: number): number | null {
  let found: number | null = null;
  spans.forEach((span, index) => {
    if (!span || span.top > line || span.bottom <= line) return;
    if (found === null || span.top > spans[found]!.top) found = index;
  });
  return found;
}
