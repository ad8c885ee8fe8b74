import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { globalsPlugin } from './eslint.globals.mjs';
import { layersPlugin } from './eslint.layers.mjs';
import { viewsPlugin } from './eslint.views.mjs';
import { wordsPlugin } from './eslint.words.mjs';

/** The modules that may set an address from data, after checking it, and tests. */
const SAFE_URL_MODULES = [
  'src/**/*.test.{ts,tsx}',
  'src/test/**',
  'src/platform/dom/safe-url.ts',
  'src/platform/dom/safe-address.ts',
  'src/platform/hooks/safe-link.tsx',
];
const NAVIGATE = 'Navigate through navigateTo() (src/platform/dom/safe-url.ts, docs/SECURITY.md).';
const OPEN_WINDOW = 'Open a window through openWindow() (src/platform/dom/safe-url.ts, docs/SECURITY.md).';
const SET_ADDRESS = 'Set an address through setSafeUrl() (src/platform/dom/safe-address.ts, docs/SECURITY.md).';
const NO_HTML = 'No HTML from strings: render text with React, build nodes with the DOM (docs/SECURITY.md).';
/** The DOM's address properties and React's props for them. */
const ADDRESS_NAMES = '/^(href|src|srcset|srcSet|action|formAction|poster|xlinkHref)$/';
/** The DOM's HTML string properties and React's prop for one. */
const HTML_NAMES = '/^(innerHTML|outerHTML|srcdoc|srcDoc|dangerouslySetInnerHTML)$/';
/** A property of `Object.assign(el, { … })`, or of `createElement('a', { … })` (React's or the DOM's) with a tag's name. */
const PROPS_OBJECT =
  "CallExpression:matches([callee.object.name='Object'][callee.property.name='assign'], [callee.name=/^(createElement|jsxs?)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/], [callee.property.name='createElement'][arguments.0.type=/^(Literal|TemplateLiteral)$/]) > ObjectExpression > Property";
/** `el.src = …`, `el['href'] = …`: the DOM's address properties (`location.href` and `dataset.src` aside). */
const ADDRESS_PROPERTY = {
  selector: `AssignmentExpression:matches([left.property.name=${ADDRESS_NAMES}], [left.property.value=${ADDRESS_NAMES}]):not([left.object.name='location']):not([left.object.property.name=/^(location|dataset)$/])`,
  message: SET_ADDRESS,
};
const LINK_RULES = [
  {
    selector:
      "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(href|xlinkHref|action|formAction)$/][value.type='JSXExpressionContainer']",
    message: 'A URL becomes a link only through <SafeLink> (src/platform/hooks/safe-link.tsx, docs/SECURITY.md).',
  },
  {
    selector:
      "JSXOpeningElement[name.name=/^(iframe|embed|object)$/] > JSXAttribute[name.name=/^(src|data)$/] > JSXExpressionContainer:not(:has(CallExpression[callee.name='safeLink']))",
    message: 'A frame takes its address through safeLink() (src/platform/dom/safe-url.ts, docs/SECURITY.md).',
  },
  {
    selector:
      "JSXOpeningElement[name.name=/^(img|source|video|audio|track)$/] > JSXAttribute[name.name=/^(src|srcSet|poster)$/] > JSXExpressionContainer:not(:has(CallExpression[callee.name='safeMediaUrl']))",
    message:
      'An image or media address goes through safeMediaUrl(): http(s) or relative (src/platform/dom/safe-address.ts, docs/SECURITY.md).',
  },
  {
    selector:
      'JSXOpeningElement[name.name=/^(a|area|base|embed|form|frame|iframe|img|link|object|script|source)$/] > JSXSpreadAttribute',
    message:
      'No spread props on an element that takes an address: name each attribute, the address through SafeLink or safeLink() (docs/SECURITY.md).',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(assign|replace)$/]:matches([callee.object.name='location'], [callee.object.property.name='location'])",
    message: NAVIGATE,
  },
  {
    selector:
      "AssignmentExpression:matches([left.name='location'], [left.property.name='location'], [left.object.name='location'][left.property.name='href'], [left.object.property.name='location'][left.property.name='href'])",
    message: NAVIGATE,
  },
  {
    selector:
      "CallExpression[callee.object.name=/^(window|self|globalThis|top|parent|opener)$/][callee.property.name='open']",
    message: OPEN_WINDOW,
  },
  ADDRESS_PROPERTY,
  {
    // An attribute's name that is not a literal may be any of them.
    selector:
      "CallExpression[callee.property.name='setAttribute'][arguments.0.value=/^(href|src|srcset|action|formaction|data|poster|xlink:href)$/i], CallExpression[callee.property.name='setAttributeNS'][arguments.1.value=/^(xlink:)?href$|^src$/i], CallExpression[callee.property.name='setAttribute'][arguments.0.type!='Literal'], CallExpression[callee.property.name='setAttributeNS'][arguments.1.type!='Literal']",
    message: SET_ADDRESS,
  },
  {
    selector: `${PROPS_OBJECT}:matches([key.name=${ADDRESS_NAMES}], [key.value=${ADDRESS_NAMES}])`,
    message: SET_ADDRESS,
  },
  {
    selector: `AssignmentExpression:matches([left.property.name=${HTML_NAMES}], [left.property.value=${HTML_NAMES}]), ${PROPS_OBJECT}:matches([key.name=${HTML_NAMES}], [key.value=${HTML_NAMES}]), CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe|parseHTMLUnsafe)$/], CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/], JSXAttribute[name.name=/^(dangerouslySetInnerHTML|srcDoc|srcdoc)$/], CallExpression[callee.property.name='setAttribute'][arguments.0.value=/^srcdoc$/i]`,
    message: NO_HTML,
  },
];
/** `open(url)`: the window's own, unless the module declares an `open` of its own. */
const BARE_OPEN = { name: 'open', message: OPEN_WINDOW };

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, layers: layersPlugin },
    rules: {
      'layers/dependency-direction': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // One way to turn a URL that came as data into a link, a frame, a navigation, an image or a
    // DOM address (docs/SECURITY.md): SafeLink, safeLink, navigateTo, openWindow, safeMediaUrl and
    // setSafeUrl check its scheme. And no HTML from strings anywhere.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...SAFE_URL_MODULES, 'src/platform/dom/load-script.ts'],
    rules: { 'no-restricted-syntax': ['error', ...LINK_RULES], 'no-restricted-globals': ['error', BARE_OPEN] },
  },
  {
    // loadScript sets a script's address, after its own check (script-address.ts, docs/SECURITY.md).
    files: ['src/platform/dom/load-script.ts'],
    ignores: SAFE_URL_MODULES,
    rules: {
      'no-restricted-syntax': ['error', ...LINK_RULES.filter((rule) => rule !== ADDRESS_PROPERTY)],
      'no-restricted-globals': ['error', BARE_OPEN],
    },
  },
  {
    // One way to declare a view and one way to attach styles (docs/ARCHITECTURE.md, "Declaring
    // an element"): eslint.views.mjs.
    files: ['src/elements/**/*.{ts,tsx}', 'src/widgets/**/*.{ts,tsx}', 'src/forms/**/*.{ts,tsx}'],
    plugins: { views: viewsPlugin },
    rules: { 'views/one-way': 'error' },
  },
  {
    // Every word a view writes comes from its element's words (docs/LANGUAGES.md): eslint.words.mjs.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    plugins: { words: wordsPlugin },
    rules: { 'words/no-english-literal': 'error' },
  },
  {
    // chai assertions read as expressions: expect(x).to.exist
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['demo/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Markup can shadow these (DOM clobbering: `<img name="body">`, `<img id="dataLayer">`): they
    // are read through the platform's getters, in src/platform/dom/page-globals.ts only (and
    // page-state.ts through its getter; docs/SECURITY.md §10).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/platform/dom/page-globals.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[
          'body',
          'head',
          'documentElement',
          'baseURI',
          'readyState',
          'title',
          'visibilityState',
          'activeElement',
          'cookie',
        ].map((property) => ({
          object: 'document',
          property,
          message: 'Markup can stand in for it: read it through src/platform/dom/page-globals.ts.',
        })),
        ...['window', 'globalThis'].map((object) => ({
          object,
          property: 'dataLayer',
          message:
            'Markup can stand in for it: read it with windowOwn() (src/platform/dom/page-state.ts, beside page-globals.ts).',
        })),
        // One clock (src/platform/dom/clock.ts), so a test's fake clock moves every time read.
        { object: 'Date', property: 'now', message: 'Read the time through the Clock (src/platform/dom/clock.ts).' },
      ],
    },
  },
  {
    // The same, whatever the document is called (`doc`, `el.ownerDocument`): a typed rule
    // (eslint.globals.mjs), so these modules are linted with the project's types.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/platform/dom/page-globals.ts'],
    languageOptions: {
      parserOptions: {
        // The made-up modules that src/view-rule.test.ts lints exist nowhere: a default project types them.
        projectService: { allowDefaultProject: ['src/elements/x-thing/*', 'src/widgets/x-widget/*'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { globals: globalsPlugin },
    rules: { 'globals/document-properties': 'error' },
  },
);
