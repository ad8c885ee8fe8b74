/**
 * Rollup plugin for our stylesheets:
 * - `import css from './x.css'` bundles the minified text (adopted as a constructable sheet);
 * - `import url from './x.css?url'` emits the sheet as its own chunk and imports its URL,
 *   resolved against the importing chunk, so dist/ works from any path;
 * - `import url from 'virtual:document-css'` is the URL of dist/site-elements.css, the
 *   document-level sheet, which pages link (or the script adds).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_CSS_MODULE, documentCss, documentCssFiles } from './document-css.mjs';

export function minifyCss(css) {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      // Only spaces that never carry meaning: not before ':' (`a :hover`), not around '+' (calc).
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .trim()
  );
}

export function css() {
  let documentSheet;
  return {
    name: 'site-css',
    buildStart() {
      documentCssFiles().forEach((file) => this.addWatchFile(file));
      documentSheet = this.emitFile({ type: 'asset', fileName: 'site-elements.css', source: minifyCss(documentCss()) });
    },
    resolveId(source, importer) {
      if (source === DOCUMENT_CSS_MODULE) return `\0${DOCUMENT_CSS_MODULE}`;
      if (!source.endsWith('.css?url')) return null;
      return `\0css-url:${path.resolve(path.dirname(importer), source.slice(0, -'?url'.length))}`;
    },
    async load(id) {
      if (id === `\0${DOCUMENT_CSS_MODULE}`) return `export default import.meta.ROLLUP_FILE_URL_${documentSheet};`;
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
