/**
 * DOM clobbering as a typed ESLint rule (docs/SECURITY.md §10): markup can shadow any property
 * of a document (`<img name="head">`), so a property read on a value typed `Document` (whatever
 * its name: `document`, `doc`, `el.ownerDocument`) goes through src/platform/dom/page-globals.ts.
 * Method calls stay allowed (a shadowed method throws; it cannot act elsewhere), and so does
 * `location`, which the platform makes unforgeable.
 */
import { ESLintUtils } from '@typescript-eslint/utils';

/** Whether `type`, or one member of a union, is the DOM's `Document` (or one of its kinds). */
function isDocument(type) {
  if (type.isUnion()) return type.types.some(isDocument);
  const name = type.getSymbol()?.getName();
  return name === 'Document' || name === 'HTMLDocument' || name === 'XMLDocument';
}

const MESSAGE =
  'Markup can stand in for a document property: read `{{name}}` through src/platform/dom/page-globals.ts.';

export const documentProperties = {
  meta: {
    type: 'problem',
    docs: { description: 'Read document properties through the platform getters of page-globals.ts.' },
    messages: { clobberable: MESSAGE },
    schema: [],
  },
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const isDocumentNode = (node) => isDocument(services.getTypeAtLocation(node));
    const report = (node, name) => context.report({ node, messageId: 'clobberable', data: { name } });
    return {
      MemberExpression(node) {
        const name = node.computed ? node.property.value : node.property.name;
        if (name === 'location') return;
        if (node.parent.type === 'CallExpression' && node.parent.callee === node) return;
        if (isDocumentNode(node.object)) report(node, typeof name === 'string' ? name : '[…]');
      },
      ObjectPattern(node) {
        if (!isDocumentNode(node)) return;
        for (const property of node.properties) report(property, property.key?.name ?? '…');
      },
    };
  },
};

export const globalsPlugin = { rules: { 'document-properties': documentProperties } };
