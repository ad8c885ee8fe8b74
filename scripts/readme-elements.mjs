/**
 * The README's element reference, generated from dist/custom-elements.json between
 * `<!-- elements:start -->` and `<!-- elements:end -->`:
 *   `npm run docs`            rewrites that part of README.md (run `npm run build` first);
 *   `node scripts/readme-elements.mjs --check`   fails when the README disagrees (npm test).
 * What elements share (every element's `ready`, every form's attributes, events and parts) is
 * listed once, under the definer or factory it comes from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';

const README = 'README.md';
const START = '<!-- elements:start -->';
const END = '<!-- elements:end -->';

const cell = (text = '') => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (text) => (text ? `\`${cell(text)}\`` : '');

function table(header, rows) {
  if (rows.length === 0) return [];
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ];
}

/** The tables of one element's items (own or shared). */
function tables({ attributes = [], events = [], slots = [], cssParts = [], cssProperties = [] }) {
  return [
    ...table(
      ['Attribute', 'Type', 'Default', 'Description'],
      attributes.map((item) => [code(item.name), code(item.type?.text), code(item.default), cell(item.description)]),
    ),
    ...table(
      ['Event', 'Type', 'Description'],
      events.map((item) => [code(item.name), code(item.type?.text), cell(item.description)]),
    ),
    ...table(
      ['Slot', 'Description'],
      slots.map((item) => [item.name ? code(item.name) : '(default)', cell(item.description)]),
    ),
    ...table(
      ['Part', 'Description'],
      cssParts.map((item) => [code(item.name), cell(item.description)]),
    ),
    ...table(
      ['Custom property', 'Description'],
      cssProperties.map((item) => [code(item.name), cell(item.description)]),
    ),
  ];
}

const LISTS = ['attributes', 'events', 'slots', 'cssParts', 'cssProperties'];
const sourceName = (item) => item.inheritedFrom?.name;

/** Splits an element's items into its own and, per source, those it inherits. */
function split(element) {
  const own = Object.fromEntries(
    LISTS.map((list) => [list, (element[list] ?? []).filter((item) => !sourceName(item))]),
  );
  const inherited = new Map();
  for (const list of LISTS) {
    for (const item of element[list] ?? []) {
      const source = item.inheritedFrom;
      if (!source) continue;
      const key = source.name;
      if (!inherited.has(key)) inherited.set(key, { source, items: Object.fromEntries(LISTS.map((l) => [l, []])) });
      inherited.get(key).items[list].push(item);
    }
  }
  return { own, inherited };
}

export function renderElements(manifest) {
  const elements = manifest.modules
    .flatMap((module) => module.declarations)
    .filter((declaration) => declaration.customElement)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const tagByClass = new Map(elements.map((element) => [element.name, element.tagName]));
  const splits = elements.map(split);
  /** Sources every element inherits from (the definer's `ready`) go without an "Also" line. */
  const everywhere = new Set(
    [...splits[0].inherited.keys()].filter((name) => splits.every(({ inherited }) => inherited.has(name))),
  );
  const shared = new Map();
  const sections = elements.map((element, index) => {
    const { own, inherited } = splits[index];
    const also = [...inherited.values()].flatMap(({ source, items }) => {
      const tag = tagByClass.get(source.name);
      if (!tag) shared.set(source.name, { source, items });
      if (tag) return [`everything of \`${tag}\``];
      return everywhere.has(source.name)
        ? []
        : [`[what every \`${source.name}\` element has](#shared-${source.name.toLowerCase()})`];
    });
    return [
      `### \`${element.tagName}\``,
      '',
      cell(element.summary),
      '',
      ...tables(own),
      ...(also.length > 0 ? [`Also ${also.join(' and ')}.`, ''] : []),
    ];
  });
  const sharedSections = [...shared.values()].map(({ source, items }) => [
    `<a id="shared-${source.name.toLowerCase()}"></a>`,
    '',
    everywhere.has(source.name)
      ? `### Every element (\`${source.name}\`)`
      : `### Every \`${source.name}\` element (\`${source.module}\`)`,
    '',
    ...tables(items),
  ]);
  return [...sharedSections, ...sections].flat().join('\n');
}

async function readmeWith(manifest) {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${README} has no ${START} … ${END} block`);
  const next = `${readme.slice(0, start + START.length)}\n\n${renderElements(manifest)}\n${readme.slice(end)}`;
  const options = await prettier.resolveConfig(README);
  return { readme, next: await prettier.format(next, { ...options, filepath: README }) };
}

const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8'));
const { readme, next } = await readmeWith(manifest);
if (process.argv.includes('--check')) {
  if (readme !== next) {
    console.error(`${README}'s element tables disagree with dist/custom-elements.json: run \`npm run docs\`.`);
    process.exit(1);
  }
} else {
  writeFileSync(README, next);
}
