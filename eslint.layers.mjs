/**
 * The one dependency rule of docs/ARCHITECTURE.md, as an ESLint rule: a module imports only from
 * the layers below its own (or from its own layer), and an element only from its own folder
 * among the elements. Tests (`*.test.ts(x)`, `src/test/`) may import anything; nothing else may
 * import them.
 */
import path from 'node:path';

/** Each layer, by the folder it lives in under src/, and the layers it may import. */
const PLATFORM = ['platform/dom', 'platform/runtime', 'platform/hooks'];
export const LAYERS = {
  contract: { imports: [] },
  styles: { imports: [] },
  /** The lazy catalogue of each language: data, named by the contract's types only. */
  catalogues: { imports: ['contract'] },
  'platform/dom': { imports: ['contract', 'styles'] },
  'platform/runtime': { imports: ['contract', 'styles', 'platform/dom', 'catalogues'] },
  'platform/hooks': { imports: ['contract', 'styles', 'platform/dom', 'platform/runtime'] },
  services: { imports: ['contract', 'platform/dom'] },
  forms: { imports: ['contract', 'styles', ...PLATFORM, 'services'] },
  widgets: { imports: ['contract', 'styles', ...PLATFORM, 'services'] },
  page: { imports: ['contract', 'styles', ...PLATFORM, 'services'] },
  elements: { imports: ['contract', 'styles', ...PLATFORM, 'services', 'forms', 'widgets'] },
  entry: { imports: ['contract', 'styles', ...PLATFORM, 'services', 'forms', 'widgets', 'page', 'elements'] },
};

/** Packages a layer must not use: the layers below the views know nothing of React. */
const REACT = /^(react|react-dom|@r2wc\/react-to-web-component|react-hook-form)(\/|$)/;
const BANNED_PACKAGES = {
  contract: /./,
  styles: /./,
  'platform/dom': REACT,
  services: REACT,
};

const ENTRY_MODULES = new Set(['index', 'eager-elements', 'lazy-elements']);

/** The layer of a path relative to src/ (forward slashes), 'test' for tests, null outside src/. */
export function layerOf(relative) {
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  if (/\.test\.tsx?$/.test(relative) || relative.startsWith('test/')) return 'test';
  if (ENTRY_MODULES.has(relative.replace(/\.tsx?$/, ''))) return 'entry';
  const [top, second] = relative.split('/');
  if (top === 'platform') return `platform/${second}`;
  return top in LAYERS ? top : null;
}

const elementFolder = (relative) => (relative.startsWith('elements/') ? relative.split('/')[1] : null);

export const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers of docs/ARCHITECTURE.md' },
    messages: {
      upward: '{{from}} may not import {{to}} ("{{source}}"): see the layers in docs/ARCHITECTURE.md.',
      otherElement:
        'An element imports only its own folder: move what {{from}} and {{to}} share to src/widgets/ ("{{source}}").',
      package: '{{from}} may not import the package "{{source}}": see docs/ARCHITECTURE.md.',
    },
    schema: [],
  },
  create(context) {
    const src = path.join(context.cwd, 'src');
    const fromRelative = path.relative(src, context.filename).replaceAll('\\', '/');
    const from = layerOf(fromRelative);
    if (from === null || from === 'test') return {};

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (BANNED_PACKAGES[from]?.test(source)) {
          context.report({ node: node.source, messageId: 'package', data: { from, source } });
        }
        return;
      }
      const targetRelative = path
        .relative(src, path.resolve(path.dirname(context.filename), source.replace(/\?.*$/, '')))
        .replaceAll('\\', '/');
      const to = layerOf(targetRelative) ?? 'outside src/';
      if (to === from) {
        const [fromElement, toElement] = [elementFolder(fromRelative), elementFolder(targetRelative)];
        if (fromElement !== toElement) {
          context.report({
            node: node.source,
            messageId: 'otherElement',
            data: { from: fromElement, to: toElement, source },
          });
        }
        return;
      }
      if (!LAYERS[from].imports.includes(to)) {
        context.report({ node: node.source, messageId: 'upward', data: { from, to, source } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layersPlugin = { rules: { 'dependency-direction': dependencyDirection } };
