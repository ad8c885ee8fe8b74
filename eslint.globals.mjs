/**
 * DOM clobbering as a typed ESLint rule (docs/SECURITY.md §10): markup can shadow any property
 * of a document (`<img name="head">`), so a property read on a value typed `Document` (whatever
 * its name: `document`, `doc`, `el.ownerDocument`) goes through src/platform/dom/page-globals.ts.
 * Method calls stay allowed (a shadowed method throws; it cannot act elsewhere), and so does
 * `location`, which the platform makes unforgeable. On a value typed `Window` (`window`, `self`,
 * an alias), the globals the library reads that the platform does not define (`dataLayer`) go
 * through windowOwn().
 */
import { ESLintUtils } from '@typescript-eslint/utils';

const DOCUMENT_TYPES = ['Document', 'HTMLDocument', 'XMLDocument'];
/** The window's globals the library reads that markup can stand in for (an `<img id="dataLayer">`). */
const WINDOW_GLOBALS = ['dataLayer'];

/** Whether `type`, or a member of its union or intersection (`Window & typeof globalThis`), is named one of `names`. */
function isOneOf(type, names) {
  if (type.isUnionOrIntersection()) return type.types.some((member) => isOneOf(member, names));
  return names.includes(type.getSymbol()?.getName());
}

const MESSAGE =
  'Markup can stand in for a document property: read `{{name}}` through src/platform/dom/page-globals.ts.';

export const documentProperties = {
  meta: {
    type: 'problem',
    docs: { description: 'Read document properties and window globals through page-globals.ts.' },
    messages: {
      clobberable: MESSAGE,
      windowGlobal:
        'Markup can stand in for `{{name}}`: read it with windowOwn() (src/platform/dom/page-state.ts, beside page-globals.ts).',
    },
    schema: [],
  },
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const isDocumentNode = (node) => isOneOf(services.getTypeAtLocation(node), DOCUMENT_TYPES);
    const report = (node, name, messageId = 'clobberable') => context.report({ node, messageId, data: { name } });
    return {
      MemberExpression(node) {
        const name = node.computed ? node.property.value : node.property.name;
        if (name === 'location') return;
        if (node.parent.type === 'CallExpression' && node.parent.callee === node) return;
        if (isDocumentNode(node.object)) report(node, typeof name === 'string' ? name : '[…]');
        else if (WINDOW_GLOBALS.includes(name) && isOneOf(services.getTypeAtLocation(node.object), ['Window'])) {
          report(node, name, 'windowGlobal');
        }
      },
      ObjectPattern(node) {
        if (!isDocumentNode(node)) return;
        for (const property of node.properties) report(property, property.key?.name ?? '…');
      },
    };
  },
};

export const globalsPlugin = { rules: { 'document-properties': documentProperties } };
