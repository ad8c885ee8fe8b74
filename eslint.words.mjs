/**
 * Every word a view writes comes from the element's words (docs/LANGUAGES.md, "Adding a word to
 * an element"), as an ESLint rule for the view modules (`src/**\/*.tsx`, tests aside): no JSX
 * text with a letter in it, and no string with a letter given to an attribute a visitor reads or
 * hears (aria-label, aria-description, title, placeholder, alt, label) or to a prop of our own
 * components named for a text (`closeLabel`, `emptyText`, `hint`, `message`, ...), whether written
 * directly, in a template or in either branch of a condition.
 */

/** The attributes whose value is a word for the visitor. */
const WORD_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'alt']);
/** And the props of our own components that carry one: `label`, `closeLabel`, `emptyText`, `hint`, ... */
const WORD_PROP = /(?:label|text|title|message|hint|heading|caption|description|placeholder|summary|legend|notice)$/i;

const isWordAttribute = (name) => WORD_ATTRIBUTES.has(name) || WORD_PROP.test(name);

/**
 * Texts with a letter that are not words in a language, so they stay as written. Keep each one
 * commented; add one only for a symbol or a code, never for a word.
 */
const NOT_WORDS = new Set([
  // (none yet: symbols such as ×, ‹ and › have no letter and pass on their own)
]);

/** Any letter of any script. */
const LETTER = /\p{L}/u;

const isWord = (text) => LETTER.test(text) && !NOT_WORDS.has(text.trim());

export const noEnglishLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'A view writes words only through its words (docs/LANGUAGES.md)' },
    messages: {
      text: 'A word a view writes comes from its words: add "{{text}}" to the element\'s <tag>.words.ts and write t(\'key\') (docs/LANGUAGES.md, "Adding a word to an element").',
      attribute:
        'The {{name}} a visitor reads or hears comes from the words: add "{{text}}" to the element\'s <tag>.words.ts and pass t(\'key\') (docs/LANGUAGES.md, "Adding a word to an element").',
    },
    schema: [],
  },
  create(context) {
    /** The literal strings an attribute's value may end up as (conditions and templates looked through). */
    function* strings(node) {
      if (!node) return;
      switch (node.type) {
        case 'Literal':
          if (typeof node.value === 'string') yield { node, text: node.value };
          break;
        case 'TemplateLiteral':
          for (const quasi of node.quasis) yield { node: quasi, text: quasi.value.cooked ?? quasi.value.raw };
          break;
        case 'JSXExpressionContainer':
          yield* strings(node.expression);
          break;
        case 'ConditionalExpression':
          yield* strings(node.consequent);
          yield* strings(node.alternate);
          break;
        case 'LogicalExpression':
          yield* strings(node.left);
          yield* strings(node.right);
          break;
        default:
      }
    }

    return {
      JSXText(node) {
        if (isWord(node.value)) context.report({ node, messageId: 'text', data: { text: node.value.trim() } });
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !isWordAttribute(node.name.name)) return;
        for (const found of strings(node.value)) {
          if (isWord(found.text)) {
            context.report({
              node: found.node,
              messageId: 'attribute',
              data: { name: node.name.name, text: found.text.trim() },
            });
          }
        }
      },
      // A literal string as a JSX child: {'Close'}.
      'JSXExpressionContainer > Literal, JSXExpressionContainer > TemplateLiteral'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        for (const found of strings(node)) {
          if (isWord(found.text))
            context.report({ node: found.node, messageId: 'text', data: { text: found.text.trim() } });
        }
      },
    };
  },
};

export const wordsPlugin = { rules: { 'no-english-literal': noEnglishLiteral } };
