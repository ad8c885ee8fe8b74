/**
 * One way to declare a view and one way to attach styles (docs/ARCHITECTURE.md, "Declaring an
 * element"), as an ESLint rule for the element and widget code:
 * - a definition (`<tag>.element.ts`) exports itself by name, `export const <camelTag>`, never
 *   as a default; it passes its view module's `styles` on as they are (`styles,`), and a lazy
 *   view brings its own;
 * - a chunk of a view or of a part of one is `lazyView(...)`, never `React.lazy`;
 * - a stylesheet is imported by the view module (`.tsx`) that renders it and listed in its
 *   `export const styles`; no other module imports one or exports `styles`;
 * - nothing but the runtime adopts a sheet (`adoptedStyleSheets`, `new CSSStyleSheet`,
 *   `replaceSync`, `sheetFromText`).
 * Tests may do anything.
 */
import path from 'node:path';

const DOCS = 'docs/ARCHITECTURE.md, "Declaring an element"';

/** `site-popup` → `sitePopup`: the name a definition module exports its definition under. */
const definitionName = (tag) => tag.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

const isStylesheet = (source) => /\.css(\?.*)?$/.test(source);
const isStylesExport = (name) => name === 'styles';

export const oneWay = {
  meta: {
    type: 'problem',
    docs: { description: `Views and their styles are declared one way (${DOCS})` },
    messages: {
      reactLazy: `A view, or a part of one, is its own chunk only through lazyView() (src/platform/runtime/lazy-view.ts), which also adopts its module's styles (${DOCS}).`,
      adopt: `Only the runtime adopts stylesheets: list the sheet in the view module's \`export const styles\` (${DOCS}).`,
      cssOutsideView: `A stylesheet is imported by the view module (.tsx) that renders it, and listed in its \`export const styles\` (${DOCS}).`,
      stylesOutsideView: `Only a view module (.tsx) exports \`styles\` (${DOCS}).`,
      defaultDefinition: `A definition is exported by name: \`export const {{name}}\` (${DOCS}).`,
      missingDefinition: `A definition module exports its definition as \`{{name}}\` (${DOCS}).`,
      stylesNotPassedOn: `A definition passes its view module's styles on as they are: \`import { View, styles } from './{{tag}}'\` and \`styles,\` (${DOCS}).`,
      lazyViewWithStyles: `A lazy view's module brings its own \`styles\`: a definition with lazyView() lists none (${DOCS}).`,
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(path.join(context.cwd, 'src'), context.filename).replaceAll('\\', '/');
    if (file.startsWith('..') || /\.test\.tsx?$/.test(file)) return {};
    const isView = file.endsWith('.tsx');
    const definition = /^elements\/([a-z-]+)\/\1\.element\.ts$/.exec(file);
    const tag = definition?.[1];
    const exported = new Set();

    function checkImport(node) {
      const source = node.source.value;
      if (typeof source !== 'string') return;
      if (isStylesheet(source) && !isView) context.report({ node: node.source, messageId: 'cssOutsideView' });
      if (/(^|\/)platform\/runtime\/stylesheets$/.test(source))
        context.report({ node: node.source, messageId: 'adopt' });
      if (source === 'react') {
        for (const specifier of node.specifiers ?? []) {
          if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'lazy') {
            context.report({ node: specifier, messageId: 'reactLazy' });
          }
        }
      }
    }

    function exportName(node, name) {
      exported.add(name);
      if (isStylesExport(name) && !isView) context.report({ node, messageId: 'stylesOutsideView' });
    }

    return {
      ImportDeclaration: checkImport,
      ImportExpression(node) {
        if (node.source.type === 'Literal' && isStylesheet(String(node.source.value)) && !isView) {
          context.report({ node: node.source, messageId: 'cssOutsideView' });
        }
      },
      "MemberExpression[object.name='React'][property.name='lazy']"(node) {
        context.report({ node, messageId: 'reactLazy' });
      },
      'MemberExpression[property.name=/^(adoptedStyleSheets|replaceSync)$/]'(node) {
        context.report({ node, messageId: 'adopt' });
      },
      "NewExpression[callee.name='CSSStyleSheet']"(node) {
        context.report({ node, messageId: 'adopt' });
      },
      ExportNamedDeclaration(node) {
        if (node.source) checkImport(node);
        for (const declarator of node.declaration?.declarations ?? []) {
          if (declarator.id.type === 'Identifier') exportName(declarator, declarator.id.name);
        }
        if (node.declaration?.id) exportName(node.declaration, node.declaration.id.name);
        for (const specifier of node.specifiers) exportName(specifier, specifier.exported.name);
      },
      ExportAllDeclaration: checkImport,
      ExportDefaultDeclaration(node) {
        if (tag) context.report({ node, messageId: 'defaultDefinition', data: { name: definitionName(tag) } });
      },
      ObjectExpression(node) {
        if (!tag) return;
        const property = (name) =>
          node.properties.find((p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === name);
        const styles = property('styles');
        if (!styles) return;
        if (!styles.shorthand) context.report({ node: styles, messageId: 'stylesNotPassedOn', data: { tag } });
        const view = property('view');
        const lazy = (value) => value?.type === 'CallExpression' && value.callee.name === 'lazyView';
        if (lazy(view?.value)) context.report({ node: styles, messageId: 'lazyViewWithStyles' });
      },
      'Program:exit'(node) {
        if (tag && !exported.has(definitionName(tag))) {
          context.report({ node, messageId: 'missingDefinition', data: { name: definitionName(tag) } });
        }
      },
    };
  },
};

export const viewsPlugin = { rules: { 'one-way': oneWay } };
