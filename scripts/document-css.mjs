/**
 * The document-level stylesheet (dist/site-elements.css, also injected by the script): the
 * shared rules in src/styles/site-elements.css, then each element's `<tag>.document.css`
 * (its box before the first render and the look of its light-DOM content), in tag order.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DOCUMENT_CSS_MODULE = 'virtual:document-css';

export function documentCssFiles(root = process.cwd()) {
  const elements = path.join(root, 'src/elements');
  const perElement = readdirSync(elements)
    .sort()
    .map((tag) => path.join(elements, tag, `${tag}.document.css`))
    .filter((file) => existsSync(file));
  return [path.join(root, 'src/styles/site-elements.css'), ...perElement];
}

export function documentCss(root) {
  return documentCssFiles(root)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
