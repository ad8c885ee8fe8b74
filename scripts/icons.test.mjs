/**
 * After a build (npm test builds first): dist/icons/ holds, for every glyph of
 * @material-symbols/svg-400 that an icon name can name, its outlined and filled SVG under the
 * names the default library asks for, byte for byte, with the package's licence, and nothing else.
 * Nameable is judged by the element's own name grammar (site-icon.model.ts), not by the build's.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { materialSymbolsDir } from './material-symbols.mjs';

const dist = path.resolve('dist/icons');
const outlined = path.join(materialSymbolsDir(), 'outlined');

/** ICON_NAME of src/elements/site-icon/site-icon.model.ts, read from the source. */
const ICON_NAME = new RegExp(
  /const ICON_NAME = \/(.+)\/;/.exec(readFileSync('src/elements/site-icon/site-icon.model.ts', 'utf8'))[1],
);

/** The glyph an icon name gives, filled or not, or null: as parseIconName reads it. */
function parse(name) {
  const match = ICON_NAME.exec(name);
  return match && { glyph: match[1], filled: match[2] !== undefined };
}

test('dist/icons/ ships every nameable Material Symbols glyph, outlined and filled, and nothing else', () => {
  assert.ok(existsSync(dist), 'dist/icons/ is missing: run `npm run build` first');
  const expected = new Map();
  for (const file of readdirSync(outlined)) {
    const [, glyph, fill] = /^(.+?)(-fill)?\.svg$/.exec(file);
    const parsed = parse(`${glyph}${fill ? '_fill1' : ''}_24`);
    if (parsed?.glyph === glyph && parsed.filled === Boolean(fill)) {
      expected.set(`${glyph}${fill ? '_fill1' : ''}.svg`, path.join(outlined, file));
    }
  }
  // Outlined and filled of each of some 3,900 glyphs (only names starting with a digit, like 10k, cannot be named).
  assert.ok(expected.size > 7000, `only ${expected.size} nameable files in the package`);
  const shipped = readdirSync(dist).filter((name) => name !== 'LICENSE');
  const missing = [...expected.keys()].filter((name) => !existsSync(path.join(dist, name)));
  assert.deepEqual(missing, [], 'glyphs of the package missing from dist/icons/');
  assert.deepEqual(
    shipped.filter((name) => !expected.has(name)),
    [],
    'files in dist/icons/ that no icon name asks for',
  );
  for (const [name, source] of expected) {
    assert.ok(readFileSync(path.join(dist, name)).equals(readFileSync(source)), `${name} differs from the package`);
  }
  assert.ok(
    readFileSync(path.join(dist, 'LICENSE')).equals(readFileSync(path.join(materialSymbolsDir(), 'LICENSE'))),
    'the licence of the icons is not shipped beside them',
  );
});
