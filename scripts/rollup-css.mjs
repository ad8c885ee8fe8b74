/**
 * Rollup plugin for our stylesheets:
 * - `import css from './x.css'` bundles the minified text (adopted as a constructable sheet);
 * - `import url from 'virtual:document-css'` is the URL of dist/site-elements.css, the
 *   document-level sheet, which pages link (or the script adds).
 */
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
    resolveId(source) {
      return source === DOCUMENT_CSS_MODULE ? `\0${DOCUMENT_CSS_MODULE}` : null;
    },
    load(id) {
      return id === `\0${DOCUMENT_CSS_MODULE}` ? `export default import.meta.ROLLUP_FILE_URL_${documentSheet};` : null;
    },
    transform(code, id) {
      if (id.startsWith('\0') || !id.endsWith('.css')) return null;
      return { code: `export default ${JSON.stringify(minifyCss(code))};`, map: { mappings: '' } };
    },
  };
}
