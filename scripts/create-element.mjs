/**
 * `npm run create <tag> [-- --family <slug>]`: a new element's folder, with the file roles of the
 * element convention (docs/ARCHITECTURE.md, "Add an element"), registered as a lazy element, given
 * a family in the element reference and an example on that family's demo page. Each file is a
 * working start: lint, typecheck, the convention test and the element's own tests pass before any
 * edit. The element shows its slotted text in a box; the rest is yours.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './element-families.mjs';

/** A custom element name of ours: lowercase words joined by hyphens, at least two. */
const TAG = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;

/** The demo page that shows each family's elements (the forms page takes forms, made otherwise). */
const DEMO_PAGE = {
  markets: 'markets.html',
  navigation: 'navigation.html',
  tabs: 'tabs.html',
  media: 'media.html',
  content: 'content.html',
  dialogs: 'dialogs.html',
  'page-shell': 'shell.html',
};

const camel = (tag) => tag.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascal = (tag) => camel(tag).replace(/^./, (letter) => letter.toUpperCase());

/** The new folder's files, by name. */
export function elementFiles(tag) {
  const [name, Name] = [camel(tag), pascal(tag)];
  return {
    [`${tag}.attributes.ts`]: `import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const ${name}Attributes = {
  label: attr.string(),
};

export type ${Name}Props = PropsOf<typeof ${name}Attributes>;
`,
    [`${tag}.element.ts`]: `import type { ElementDefinition } from '../../platform/runtime/define-element';
import { ${Name}, styles } from './${tag}';
import { ${name}Attributes, type ${Name}Props } from './${tag}.attributes';

/**
 * Say here what a visitor sees and what the element does with bad input.
 * @summary One line for the element reference.
 * @attr label - the accessible name of the box (optional).
 * @slot - the content.
 * @csspart box - the box around the content.
 */
export const ${name}: ElementDefinition<${Name}Props> = {
  tag: '${tag}',
  attributes: ${name}Attributes,
  view: ${Name},
  styles,
};
`,
    [`${tag}.tsx`]: `import type { HostProps } from '../../platform/runtime/define-element';
import type { ${Name}Props } from './${tag}.attributes';
import { boxLabel } from './${tag}.model';
import css from './${tag}.css';

/** Adopted with the view: pages without this element never load it. */
export const styles = [css];

export function ${Name}({ label }: ${Name}Props & HostProps) {
  const name = boxLabel(label);
  return (
    <div part="box" role={name ? 'group' : undefined} aria-label={name ?? undefined}>
      <slot />
    </div>
  );
}
`,
    [`${tag}.model.ts`]: `/** The rules of \`<${tag}>\`, without React or the DOM. Pure. */

/** The box's accessible name: the trimmed label, or null when there is none. */
export function boxLabel(label: string): string | null {
  return label.trim() || null;
}
`,
    [`${tag}.model.test.ts`]: `import { expect } from '@open-wc/testing';
import { boxLabel } from './${tag}.model';

describe('${tag} rules', () => {
  it('names the box by its trimmed label, and not at all without one', () => {
    expect(boxLabel('  Fees ')).to.equal('Fees');
    expect(boxLabel('   ')).to.equal(null);
  });
});
`,
    [`${tag}.css`]: `[part='box'] {
  padding: var(--_space-4);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
}
`,
    [`${tag}.test.ts`]: `import { expect, fixture, html } from '@open-wc/testing';
import { define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { ${name} } from './${tag}.element';

describe('<${tag}>', () => {
  before(() => define(${name}));

  it('shows its content in a box named by its label', async () => {
    const element = await fixture(html\`<${tag} label="Fees">No fees on deposits.</${tag}>\`);
    const box = await rendered(element, '[part=box]');
    expect(box.getAttribute('aria-label')).to.equal('Fees');
    expect(element.textContent).to.equal('No fees on deposits.');
    await expect(element).to.be.accessible();
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the screen', async () => {
      const element = await fixture(html\`<${tag}>No fees on deposits.</${tag}>\`);
      await rendered(element, '[part=box]');
      expectPhoneLayout(element);
    });
  });
});
`,
  };
}

/** Inserts \`line\` before the line matching \`before\` in \`text\`; throws when there is none. */
function insertBefore(text, before, line, what) {
  const lines = text.split('\n');
  const at = lines.findIndex((candidate) => before.test(candidate));
  if (at < 0) throw new Error(`${what}: no place to add the element.`);
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/** Creates `src/elements/<tag>/` under `root` and registers the element; returns what it wrote. */
export function createElement(root, tag, family = 'content') {
  if (!TAG.test(tag))
    throw new Error(`"${tag}" is not a tag of ours: lowercase words joined by hyphens (site-banner).`);
  const folder = join(root, 'src', 'elements', tag);
  if (existsSync(folder)) throw new Error(`src/elements/${tag}/ exists already.`);
  const page = DEMO_PAGE[family];
  if (!page || !FAMILIES.some(({ slug }) => slug === family)) {
    throw new Error(`"${family}" is no family of scripts/element-families.mjs: ${Object.keys(DEMO_PAGE).join(', ')}.`);
  }

  const lazy = join(root, 'src', 'lazy-elements.ts');
  const families = join(root, 'scripts', 'element-families.mjs');
  const demo = join(root, 'demo', page);
  const edits = [
    [
      lazy,
      insertBefore(
        readFileSync(lazy, 'utf8'),
        /^};$/,
        `  '${tag}': () => import('./elements/${tag}/${tag}.element'),`,
        'src/lazy-elements.ts',
      ),
    ],
    [families, addToFamily(readFileSync(families, 'utf8'), family, tag)],
    [
      demo,
      insertBefore(
        readFileSync(demo, 'utf8'),
        /<\/main>/,
        `      <${tag} label="Example">What the new element shows.</${tag}>`,
        `demo/${page}`,
      ),
    ],
  ];

  mkdirSync(folder, { recursive: true });
  const written = Object.entries(elementFiles(tag)).map(([name, text]) => {
    writeFileSync(join(folder, name), text);
    return `src/elements/${tag}/${name}`;
  });
  for (const [file, text] of edits) writeFileSync(file, text);
  return [...written, 'src/lazy-elements.ts', 'scripts/element-families.mjs', `demo/${page}`];
}

/** The families file with `tag` first in the family's `tags` list. */
function addToFamily(text, family, tag) {
  const start = text.indexOf(`slug: '${family}'`);
  const list = text.indexOf('tags: [', start);
  if (start < 0 || list < 0) throw new Error(`scripts/element-families.mjs: no tags list for "${family}".`);
  const at = list + 'tags: ['.length;
  return `${text.slice(0, at)}'${tag}', ${text.slice(at)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [tag, ...rest] = process.argv.slice(2);
  const familyAt = rest.indexOf('--family');
  try {
    if (!tag) throw new Error('Usage: npm run create <tag> [-- --family <slug>]');
    const root = fileURLToPath(new URL('..', import.meta.url));
    const written = createElement(root, tag, familyAt >= 0 ? rest[familyAt + 1] : undefined);
    console.log(`Created and registered <${tag}>:\n  ${written.join('\n  ')}`);
    console.log(
      'Next: its JSDoc and view, `npx prettier --write` on the files above, `npm run build && npm run docs`, and its tests (docs/ARCHITECTURE.md, "Add an element").',
    );
  } catch (error) {
    console.error(`npm run create: ${error.message}`);
    process.exitCode = 1;
  }
}
