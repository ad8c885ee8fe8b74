/**
 * Rollup plugin for the default icon library:
 * - emits the Material Symbols SVGs (scripts/material-symbols.mjs) into dist/icons/, with the
 *   package's licence (Apache-2.0 asks for it beside the copies);
 * - `import base from 'virtual:icon-base'` is the URL of that folder, resolved from whichever
 *   chunk imports it (as the chunks are), so dist/ served from any path finds its icons.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_BASE_MODULE, iconFiles, materialSymbolsDir } from './material-symbols.mjs';

export function icons() {
  let licence;
  return {
    name: 'material-symbols',
    buildStart() {
      for (const { name, source } of iconFiles()) {
        this.emitFile({ type: 'asset', fileName: `icons/${name}`, source: readFileSync(source) });
      }
      const source = readFileSync(path.join(materialSymbolsDir(), 'LICENSE'));
      licence = this.emitFile({ type: 'asset', fileName: 'icons/LICENSE', source });
    },
    resolveId(source) {
      return source === ICON_BASE_MODULE ? `\0${ICON_BASE_MODULE}` : null;
    },
    load(id) {
      return id === `\0${ICON_BASE_MODULE}` ? `export default import.meta.ROLLUP_FILE_URL_${licence};` : null;
    },
    // The folder of the licence, relative to the chunk: `new URL("../icons/", import.meta.url)`.
    resolveFileUrl({ referenceId, relativePath }) {
      if (referenceId !== licence) return null;
      return `new URL(${JSON.stringify(relativePath.replace(/LICENSE$/, ''))}, import.meta.url).href`;
    },
  };
}
