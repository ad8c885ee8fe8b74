/**
 * Markup examples for the element reference (scripts/element-docs.mjs), cut from the demo pages:
 * an element's first occurrence as written, outside comments, scripts, styles and templates,
 * dedented and trimmed to a readable length at a child boundary.
 */

/** Comments and the text of script, style and template elements, which hold no example. */
const HIDDEN = /<!--[\s\S]*?-->|<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** The page with every hidden stretch blanked out, so indices still match the original. */
const masked = (html) => html.replace(HIDDEN, (text) => text.replace(/[^\n]/g, ' '));

/** `[start, end)` of the first `<tag …>…</tag>` in the page, or null. */
export function findElement(html, tag) {
  const page = masked(html);
  const open = new RegExp(`<${tag}(?=[\\s>/])`, 'gi');
  const first = open.exec(page);
  if (!first) return null;
  const boundary = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi');
  boundary.lastIndex = first.index;
  let depth = 0;
  for (let match = boundary.exec(page); match; match = boundary.exec(page)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return [first.index, match.index + match[0].length];
  }
  return null;
}

const indentOf = (line) => line.length - line.trimStart().length;

/** The element's lines, the first one indented as it stands in the page, then dedented. */
function linesOf(html, [start, end]) {
  const lineStart = html.lastIndexOf('\n', start - 1) + 1;
  const lead = html.slice(lineStart, start);
  const text = (lead.trim() === '' ? lead : ' '.repeat(start - lineStart)) + html.slice(start, end);
  const lines = text.split('\n').map((line) => line.trimEnd());
  const common = Math.min(...lines.filter((line) => line !== '').map(indentOf));
  return lines.map((line) => line.slice(common));
}

/**
 * At most `maxLines` lines: children after the cut are replaced by one `<!-- … -->` line. The cut
 * falls where a child at the first child's indentation begins, so every child kept is whole.
 */
export function trimLines(lines, maxLines) {
  if (lines.length <= maxLines) return lines;
  const childIndent = indentOf(lines[1]);
  const closing = lines.at(-1);
  let cut = -1;
  for (let index = 2; index <= maxLines - 2; index += 1) {
    const line = lines[index];
    if (indentOf(line) === childIndent && line.trimStart().startsWith('<') && !line.trimStart().startsWith('</')) {
      cut = index;
    }
  }
  if (cut < 0) cut = maxLines - 2;
  return [...lines.slice(0, cut), `${' '.repeat(childIndent)}<!-- … -->`, closing];
}

export const MAX_LINES = 24;

/**
 * The first occurrence of `tag` in the pages, in the order given: `{ page, markup }`, or null
 * when no page has one. `pages` is a list of `{ name, html }`.
 */
export function exampleOf(pages, tag, maxLines = MAX_LINES) {
  for (const { name, html } of pages) {
    const range = findElement(html, tag);
    if (range) return { page: name, markup: trimLines(linesOf(html, range), maxLines).join('\n') };
  }
  return null;
}
