/**
 * Rollup plugin for our stylesheets:
 * - `import css from './x.css'` bundles the minified text (adopted as a constructable sheet);
 * - `import url from './x.css?url'` emits the sheet as its own chunk and imports its URL,
 *   resolved against the importing chunk, so dist/ works from any path.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>~+])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

export function css({ emitDocumentSheet } = {}) {
  return {
    name: 'site-css',
    async buildStart() {
      if (!emitDocumentSheet) return;
      const source = minifyCss(await readFile(emitDocumentSheet.from, 'utf8'));
      this.emitFile({ type: 'asset', fileName: emitDocumentSheet.to, source });
    },
    resolveId(source, importer) {
      if (!source.endsWith('.css?url')) return null;
      return `\0css-url:${path.resolve(path.dirname(importer), source.slice(0, -'?url'.length))}`;
    },
    async load(id) {
      if (!id.startsWith('\0css-url:')) return null;
      const file = id.slice('\0css-url:'.length);
      this.addWatchFile(file);
      const ref = this.emitFile({
        type: 'asset',
        name: path.basename(file),
        source: minifyCss(await readFile(file, 'utf8')),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    transform(code, id) {
      if (id.startsWith('\0') || !id.endsWith('.css')) return null;
      return { code: `export default ${JSON.stringify(minifyCss(code))};`, map: { mappings: '' } };
    },
  };
}
