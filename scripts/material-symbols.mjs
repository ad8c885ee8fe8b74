/**
 * The icons the build ships in dist/icons/: every Material Symbols glyph (outlined, weight 400,
 * from the npm package @material-symbols/svg-400) that an icon name of docs/CONTRACT.md can
 * name, outlined and filled, as the default library asks for them: `{glyph}.svg` and
 * `{glyph}_fill1.svg`. One file per glyph and fill: the size in a name only sets width/height.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The module the default icon library imports for the URL of the icons folder. */
export const ICON_BASE_MODULE = 'virtual:icon-base';

/** A glyph of an icon name (src/elements/site-icon/site-icon.model.ts): `10k` or `3d_rotation` cannot be named. */
const NAMEABLE_GLYPH = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

export function materialSymbolsDir() {
  const manifest = createRequire(import.meta.url).resolve('@material-symbols/svg-400/package.json');
  return path.dirname(manifest);
}

/** `{ name, source }` per shipped file: `arrow_right_fill1.svg` from `outlined/arrow_right-fill.svg`. */
export function iconFiles(packageDir = materialSymbolsDir()) {
  const outlined = path.join(packageDir, 'outlined');
  return readdirSync(outlined)
    .map((file) => /^(.+?)(-fill)?\.svg$/.exec(file))
    .filter((match) => match && NAMEABLE_GLYPH.test(match[1]))
    .map(([file, glyph, fill]) => ({ name: `${glyph}${fill ? '_fill1' : ''}.svg`, source: path.join(outlined, file) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
