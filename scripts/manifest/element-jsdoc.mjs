/**
 * Reads an element's JSDoc block: free text first (the description), then one tag per line:
 *
 *   @summary One sentence.
 *   @attr name - what it does.
 *   @slot - the default slot.   @slot name - a named slot.
 *   @event name - when it fires (its detail type comes from the event map).
 *   @csspart name - the node.
 *   @cssproperty --name - what it sets.
 *
 * A line that does not start with a tag continues the previous one. Pure: text in, data out.
 */

const TAGS = new Set(['summary', 'attr', 'slot', 'event', 'csspart', 'cssproperty']);
const NAMED_TAGS = new Set(['attr', 'slot', 'event', 'csspart', 'cssproperty']);

/** `/** ... *\/` → its lines without the comment markers. */
function commentLines(comment) {
  return comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
}

const join = (lines) =>
  lines
    .map((line) => line.trim())
    .join(' ')
    .trim();

/** Lines into paragraphs: a blank line separates them. */
const paragraphs = (lines) =>
  lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => join(paragraph.split('\n')))
    .filter(Boolean)
    .join('\n\n');

/** `name - text`, `- text` (the default slot) or `name` alone. */
function nameAndText(body) {
  const [, name, rest] = /^(\S*)\s*([\s\S]*)$/.exec(body.trim());
  if (name === '-') return { name: '', description: rest.trim() };
  return { name, description: rest.replace(/^-\s*/, '').trim() };
}

/**
 * @returns {{ summary: string, description: string, tags: { kind: string, name: string, description: string }[], problems: string[] }}
 */
export function parseElementJsdoc(comment) {
  const problems = [];
  const description = [];
  const blocks = [];
  for (const line of commentLines(comment)) {
    const tag = /^\s*@(\w+)\s*(.*)$/.exec(line);
    if (tag) {
      if (!TAGS.has(tag[1])) problems.push(`unknown tag @${tag[1]}`);
      blocks.push({ kind: tag[1], lines: [tag[2]] });
      const second = / @(summary|attr|slot|event|csspart|cssproperty)\b/.exec(tag[2]);
      if (second)
        problems.push(`@${tag[1]} ${tag[2].split(' ')[0]}: @${second[1]} shares its line; write one tag per line`);
    } else if (blocks.length > 0) {
      blocks.at(-1).lines.push(line);
    } else {
      description.push(line);
    }
  }
  const summaries = blocks.filter((block) => block.kind === 'summary');
  const tags = blocks
    .filter((block) => NAMED_TAGS.has(block.kind))
    .map((block) => ({ kind: block.kind, ...nameAndText(join(block.lines)) }));
  return {
    summary: join(summaries.flatMap((block) => block.lines)),
    description: paragraphs(description),
    tags,
    problems,
  };
}

/**
 * Own tags win over a base's tags of the same kind and name; the base fills in the rest, each of
 * its tags marked `inheritedFrom` the base (unless it came from further down).
 */
export function mergeJsdoc(own, base, inheritedFrom) {
  if (!base) return own;
  const key = (tag) => `${tag.kind} ${tag.name}`;
  const ownKeys = new Set(own.tags.map(key));
  return {
    summary: own.summary || base.summary,
    description: own.description || base.description,
    tags: [...own.tags, ...base.tags.filter((tag) => !ownKeys.has(key(tag))).map((tag) => ({ inheritedFrom, ...tag }))],
    problems: [...own.problems, ...base.problems],
  };
}
