/** `node --test scripts/` (npm test): the element reference's pages and examples. */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { exampleOf, findElement, trimLines } from './demo-examples.mjs';
import { assignFamilies, renderReference, updateReference } from './element-docs.mjs';

const ready = { name: 'ready', description: 'rendered.', inheritedFrom: { name: 'defineElement' } };
const formAttr = {
  name: 'redirect',
  description: 'where to go.',
  inheritedFrom: { name: 'formElement', module: 'f.tsx' },
};
const element = (tagName, extra = {}) => ({
  kind: 'class',
  customElement: true,
  name: tagName.replace(/-./g, (part) => part[1].toUpperCase()),
  tagName,
  summary: `The ${tagName}.`,
  events: [ready],
  ...extra,
});
const manifestOf = (...modules) => ({ modules: modules.map((declarations) => ({ path: 'x.ts', declarations })) });

const FAMILIES = [
  { slug: 'forms', title: 'Forms', intro: 'Forms.', source: 'formElement' },
  { slug: 'tabs', title: 'Tabs', intro: 'Tabs.', tags: ['tab-b', 'tab-a'], chooser: '## Which?', chooserFirst: true },
];

describe('findElement', () => {
  it('finds the first element outside comments, scripts and templates, with nested ones of its tag', () => {
    const html = [
      '<!-- <tab-a>in a comment</tab-a> -->',
      '<script>document.body.innerHTML = "<tab-a></tab-a>";</script>',
      '<template><tab-a>in a template</tab-a></template>',
      '<tab-ab>another tag</tab-ab>',
      '<tab-a id="one"><tab-a id="inner"></tab-a></tab-a><tab-a id="two"></tab-a>',
    ].join('\n');
    const [start, end] = findElement(html, 'tab-a');
    assert.equal(html.slice(start, end), '<tab-a id="one"><tab-a id="inner"></tab-a></tab-a>');
    assert.equal(findElement('<p>no such tag</p>', 'tab-a'), null);
  });
});

describe('exampleOf', () => {
  it('takes the first page, in the order given, that has the tag, dedented', () => {
    const pages = [
      { name: 'demo/a.html', html: '<p>none</p>' },
      {
        name: 'demo/b.html',
        html: '<main>\n    <tab-a\n      tabs="[]"\n    >\n      <p>x</p>\n    </tab-a>\n</main>',
      },
      { name: 'demo/c.html', html: '<tab-a></tab-a>' },
    ];
    assert.deepEqual(exampleOf(pages, 'tab-a'), {
      page: 'demo/b.html',
      markup: '<tab-a\n  tabs="[]"\n>\n  <p>x</p>\n</tab-a>',
    });
    assert.equal(exampleOf(pages, 'tab-b'), null);
  });

  it('trims a long element between whole children and keeps its closing tag', () => {
    const lines = [
      '<tab-a>',
      ...Array.from({ length: 10 }, (_, i) => [`  <div>`, `    ${i}`, `  </div>`]).flat(),
      '</tab-a>',
    ];
    const trimmed = trimLines(lines, 13);
    assert.ok(trimmed.length <= 13);
    assert.deepEqual(trimmed.slice(-2), ['  <!-- … -->', '</tab-a>']);
    assert.equal(trimmed.at(-3), '  </div>', 'the last child kept is whole');
    assert.deepEqual(trimLines(lines.slice(0, 5), 12), lines.slice(0, 5));
  });
});

describe('assignFamilies', () => {
  it('puts every tag on one page: listed tags in their order, forms by their source', () => {
    const elements = [
      element('tab-a'),
      element('tab-b'),
      element('z-form', { attributes: [formAttr] }),
      element('a-form', { attributes: [formAttr] }),
    ];
    const { pages } = assignFamilies(elements, FAMILIES);
    assert.deepEqual(
      [...pages].map(([slug, list]) => [slug, list.map((item) => item.tagName)]),
      [
        ['forms', ['a-form', 'z-form']],
        ['tabs', ['tab-b', 'tab-a']],
      ],
    );
  });

  it('fails on a tag without a family, one in two families, and a listed tag the manifest lacks', () => {
    assert.throws(
      () => assignFamilies([element('tab-a'), element('tab-b'), element('new-tag')], FAMILIES),
      /new-tag has no family/,
    );
    const twice = [...FAMILIES, { slug: 'more', title: 'More', intro: '', tags: ['tab-a'] }];
    assert.throws(() => assignFamilies([element('tab-a'), element('tab-b')], twice), /tab-a is in two families/);
    assert.throws(() => assignFamilies([element('tab-a')], FAMILIES), /tab-b \(family tabs\) is not in the manifest/);
  });
});

describe('renderReference', () => {
  const manifest = manifestOf(
    [element('tab-b', { attributes: [{ name: 'tabs', type: { text: 'string' }, description: 'a | b' }] })],
    [element('tab-a'), element('a-form', { attributes: [formAttr] })],
  );
  const pages = [{ name: 'demo/tabs.html', html: '<tab-a selected="1"></tab-a>' }];

  it('writes the index with every tag, shared items once where their elements are, and the tags without an example', () => {
    const { files, missing } = renderReference(manifest, pages, FAMILIES);
    assert.deepEqual([...files.keys()], ['README.md', 'forms.md', 'tabs.md']);
    const index = files.get('README.md');
    for (const tag of ['tab-a', 'tab-b', 'a-form'])
      assert.match(index, new RegExp(`\\[\`${tag}\`\\]\\(\\w+\\.md#${tag}\\)`));
    assert.match(index, /## Every element \(`defineElement`\)/);
    assert.doesNotMatch(index, /formElement/);
    assert.match(
      files.get('forms.md'),
      /## Every `formElement` element[\s\S]*## `a-form`[\s\S]*\[what every `formElement` element has\]\(#shared-formelement\)/,
    );
    assert.deepEqual(missing, ['a-form', 'tab-b']);
    assert.match(index, /## Elements without a demo example\n\n`a-form`, `tab-b`/);
  });

  it('starts a page with its chooser when asked, and gives each element its example and tables', () => {
    const tabs = renderReference(manifest, pages, FAMILIES).files.get('tabs.md');
    assert.match(tabs, /^<!-- Generated[^\n]*-->\n\n# Tabs\n\n## Which\?\n\nTabs\./);
    assert.ok(tabs.indexOf('## `tab-b`') < tabs.indexOf('## `tab-a`'), 'the family order');
    assert.match(tabs, /From `demo\/tabs.html`:\n\n```html\n<tab-a selected="1"><\/tab-a>\n```/);
    assert.match(tabs, /\| `tabs` \| `string` \| {2}\| a \\\| b \|/);
  });

  it('depends only on its inputs, not on the order of the manifest modules', () => {
    const reversed = { modules: [...manifest.modules].reverse() };
    assert.deepEqual(
      renderReference(reversed, pages, FAMILIES).files,
      renderReference(manifest, pages, FAMILIES).files,
    );
  });
});

describe('updateReference', () => {
  it('writes docs/elements/, then --check fails on a changed demo page, a changed manifest or a stale page', async () => {
    const root = mkdtempSync(join(tmpdir(), 'element-docs-'));
    try {
      const manifest = manifestOf([element('tab-a'), element('tab-b'), element('a-form', { attributes: [formAttr] })]);
      mkdirSync(join(root, 'dist'));
      mkdirSync(join(root, 'demo'));
      writeFileSync(join(root, 'dist/custom-elements.json'), JSON.stringify(manifest));
      writeFileSync(join(root, 'demo/tabs.html'), '<tab-a selected="1"></tab-a>');
      const run = (check) => updateReference({ root, check, families: FAMILIES });
      const stale = join(root, 'docs/elements/old.md');

      assert.deepEqual((await run(false)).differing, ['README.md', 'forms.md', 'tabs.md']);
      assert.deepEqual(await run(true), { differing: [], stale: [], missing: ['a-form', 'tab-b'] });

      writeFileSync(join(root, 'demo/tabs.html'), '<tab-a selected="2"></tab-a>');
      assert.deepEqual((await run(true)).differing, ['tabs.md']);
      await run(false);

      manifest.modules[0].declarations[1].summary = 'A new summary.';
      writeFileSync(join(root, 'dist/custom-elements.json'), JSON.stringify(manifest));
      assert.deepEqual((await run(true)).differing, ['README.md', 'tabs.md']);
      await run(false);
      assert.match(readFileSync(join(root, 'docs/elements/tabs.md'), 'utf8'), /A new summary\./);

      writeFileSync(stale, '# old\n');
      assert.deepEqual((await run(true)).stale, ['old.md']);
      await run(false);
      assert.equal(existsSync(stale), false);
      assert.deepEqual(await run(true), { differing: [], stale: [], missing: ['a-form', 'tab-b'] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
