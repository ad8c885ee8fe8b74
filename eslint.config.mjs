import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint.layers.mjs';
import { viewsPlugin } from './eslint.views.mjs';

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
    // One way to turn a URL that came as data into a link, a frame or a navigation
    // (docs/SECURITY.md): SafeLink, safeLink, navigateTo and openWindow check its scheme. And no
    // HTML from strings anywhere.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
      'src/platform/dom/safe-url.ts',
      'src/platform/hooks/safe-link.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
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
          selector: "CallExpression[callee.object.name='location'][callee.property.name=/^(assign|replace)$/]",
          message: 'Navigate through navigateTo() (src/platform/dom/safe-url.ts, docs/SECURITY.md).',
        },
        {
          selector: "AssignmentExpression[left.object.name='location'][left.property.name='href']",
          message: 'Navigate through navigateTo() (src/platform/dom/safe-url.ts, docs/SECURITY.md).',
        },
        {
          selector: "CallExpression[callee.object.name='window'][callee.property.name='open']",
          message: 'Open a window through openWindow() (src/platform/dom/safe-url.ts, docs/SECURITY.md).',
        },
        {
          selector:
            "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/], CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/], CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/], JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No HTML from strings: render text with React, build nodes with the DOM (docs/SECURITY.md).',
        },
      ],
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
    // are read through the platform's getters, in src/platform/dom/page-globals.ts only
    // (docs/SECURITY.md §7).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/platform/dom/page-globals.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['body', 'head', 'documentElement', 'readyState', 'title', 'visibilityState', 'activeElement', 'cookie'].map(
          (property) => ({
            object: 'document',
            property,
            message: 'Markup can stand in for it: read it through src/platform/dom/page-globals.ts.',
          }),
        ),
        ...['window', 'globalThis'].map((object) => ({
          object,
          property: 'dataLayer',
          message: 'Markup can stand in for it: read it with windowOwn() (src/platform/dom/page-globals.ts).',
        })),
      ],
    },
  },
);
