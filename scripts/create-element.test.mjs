import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createElement } from './create-element.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** A throwaway root holding the three files the scaffold edits, as they are in the repository. */
function scratchRoot() {
  const root = mkdtempSync(join(tmpdir(), 'create-element-'));
  for (const file of ['src/lazy-elements.ts', 'scripts/element-families.mjs', 'demo/content.html']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
  return root;
}

test('creates the folder with every file role and registers the element once', () => {
  const root = scratchRoot();
  try {
    createElement(root, 'site-sample');
    assert.deepEqual(readdirSync(join(root, 'src/elements/site-sample')).sort(), [
      'site-sample.attributes.ts',
      'site-sample.css',
      'site-sample.element.ts',
      'site-sample.model.test.ts',
      'site-sample.model.ts',
      'site-sample.test.ts',
      'site-sample.tsx',
    ]);
    const lazy = readFileSync(join(root, 'src/lazy-elements.ts'), 'utf8');
    assert.equal(lazy.split("'site-sample': () => import('./elements/site-sample/site-sample.element')").length, 2);
    assert.match(
      readFileSync(join(root, 'scripts/element-families.mjs'), 'utf8'),
      /slug: 'content'[\s\S]*?tags: \['site-sample', /,
    );
    assert.match(
      readFileSync(join(root, 'demo/content.html'), 'utf8'),
      /<site-sample label="Example">[^<]*<\/site-sample>\s*<\/main>/,
    );
    const element = readFileSync(join(root, 'src/elements/site-sample/site-sample.element.ts'), 'utf8');
    assert.match(element, /export const siteSample: ElementDefinition<SiteSampleProps> = \{\n {2}tag: 'site-sample',/);
  } finally {
    rmSync(root, { recursive: true });
  }
});

test('refuses a name that is no tag of ours, a folder that exists and an unknown family, writing nothing', () => {
  const root = scratchRoot();
  try {
    const lazy = readFileSync(join(root, 'src/lazy-elements.ts'), 'utf8');
    assert.throws(() => createElement(root, 'Sample'), /not a tag of ours/);
    assert.throws(() => createElement(root, 'sample'), /not a tag of ours/);
    assert.throws(() => createElement(root, 'site-sample', 'gadgets'), /no family/);
    mkdirSync(join(root, 'src/elements/site-taken'), { recursive: true });
    assert.throws(() => createElement(root, 'site-taken'), /exists already/);
    assert.equal(readFileSync(join(root, 'src/lazy-elements.ts'), 'utf8'), lazy);
    assert.equal(existsSync(join(root, 'src/elements/site-sample')), false);
  } finally {
    rmSync(root, { recursive: true });
  }
});
