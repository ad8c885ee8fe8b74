/**
 * Every test runs in headless Chromium. React is CommonJS, so each test file is bundled with
 * esbuild before the browser sees it (docs/TOOLCHAIN.md). The demo backend runs on 127.0.0.1 beside
 * the test server; tests reach it through the `backend-url` server command. The single-sign-on
 * stand-in, a second origin, answers the `sso-url` command; the bare backend of the spec's calls,
 * `bare-backend-url`; tabs a test may crash, the `tab-*` commands (src/test/browser-tabs.mjs); the demo's pages as a phone opens them, the `demo-page*` commands
 * (src/test/demo-pages.mjs).
 */
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createBackend } from './demo/backend/index.mjs';
import { createSsoApp } from './demo/backend/sso.mjs';
import { createBareBackend } from './src/test/bare-backend.mjs';
import { browserTabsPlugin } from './src/test/browser-tabs.mjs';
import { demoPagesPlugin } from './src/test/demo-pages.mjs';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { DOCUMENT_CSS_MODULE, documentCss } from './scripts/document-css.mjs';
import { FEED_WORKER_TEST_PATH, feedWorkerEsbuildPlugin, feedWorkerSource } from './scripts/feed-worker.mjs';
import { ICON_BASE_MODULE, iconFiles } from './scripts/material-symbols.mjs';
import { testTimingsReporter } from './scripts/test-timings.mjs';
import { defaultReporter } from '@web/test-runner';
import { VENDOR_PATH, vendorFile, vendorModules } from './scripts/vendor-bundle.mjs';

/** The document-level stylesheet as the build makes it (unminified here), served at DOCUMENT_CSS_PATH. */
const DOCUMENT_CSS_PATH = '/__site-elements.css';
const documentSheet = {
  name: 'document-css',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^virtual:document-css$/ }, () => ({
      path: DOCUMENT_CSS_MODULE,
      namespace: 'document-css',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'document-css' }, () => ({
      contents: `export default new URL(${JSON.stringify(DOCUMENT_CSS_PATH)}, location.href).href;`,
      loader: 'js',
    }));
  },
};

/** The icons the build ships (dist/icons/), served from the package at SHIPPED_ICONS_PATH. */
const SHIPPED_ICONS_PATH = '/__icons/';
const shippedIcons = new Map(iconFiles().map(({ name, source }) => [name, source]));
const iconBase = {
  name: 'icon-base',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^virtual:icon-base$/ }, () => ({ path: ICON_BASE_MODULE, namespace: 'icon-base' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'icon-base' }, () => ({
      contents: `export default new URL(${JSON.stringify(SHIPPED_ICONS_PATH)}, location.href).href;`,
      loader: 'js',
    }));
  },
};

/**
 * React 19 for the host-framework test, installed under the aliases `react19` and `react-dom19`
 * beside the library's React 18: react-dom19's own `react` must be react19 (its peer `react` is
 * overridden to the root's in package.json, since npm cannot nest a peer).
 */
const react19 = {
  name: 'react19',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^react(\/|$)/ }, (args) =>
      /[\\/]node_modules[\\/]react-dom19[\\/]/.test(args.importer)
        ? esbuild.resolve(args.path.replace(/^react/, 'react19'), { resolveDir: args.resolveDir, kind: args.kind })
        : undefined,
    );
  },
};

const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (context.path.startsWith(VENDOR_PATH)) {
      const vendor = await vendorFile(context.path.slice(VENDOR_PATH.length));
      return vendor === undefined ? undefined : { body: vendor, type: 'js' };
    }
    if (context.path === DOCUMENT_CSS_PATH) return { body: documentCss(), type: 'css' };
    // The quotes feed's worker, a file of its own as in the build (scripts/feed-worker.mjs).
    if (context.path === FEED_WORKER_TEST_PATH) return { body: await feedWorkerSource({ minify: false }), type: 'js' };
    const icon =
      context.path.startsWith(SHIPPED_ICONS_PATH) && shippedIcons.get(context.path.slice(SHIPPED_ICONS_PATH.length));
    if (icon) return { body: readFileSync(icon, 'utf8'), type: 'svg' };
    // A test file, or the script of a test page (src/test/csp/).
    if (!/\.(test|page)\.tsx?$/.test(context.path)) return undefined;
    const result = await build({
      entryPoints: [`.${context.path}`],
      bundle: true,
      format: 'esm',
      write: false,
      sourcemap: 'inline',
      jsx: 'automatic',
      loader: { '.css': 'text' },
      define: {
        'process.env.NODE_ENV': '"development"',
        // Vue's compile-time flags (the host-framework test), which its esm-bundler build asks the bundler for.
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      // react19 first: react-dom19 takes React 19, not the shared React.
      plugins: [documentSheet, iconBase, feedWorkerEsbuildPlugin, react19, vendorModules],
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

let backend;
const backendPlugin = {
  name: 'backend',
  async serverStart() {
    backend = await createBackend();
    await backend.listen({ host: '127.0.0.1', port: 0 });
  },
  async serverStop() {
    await backend?.close();
  },
  async executeCommand({ command }) {
    if (command === 'backend-url') return `http://127.0.0.1:${backend.server.address().port}`;
    return undefined;
  },
};

let sso;
const ssoPlugin = {
  name: 'sso',
  async serverStart() {
    sso = await createSsoApp();
    await sso.listen({ host: '127.0.0.1', port: 0 });
  },
  async serverStop() {
    await sso?.close();
  },
  async executeCommand({ command }) {
    if (command === 'sso-url') return `http://127.0.0.1:${sso.server.address().port}`;
    return undefined;
  },
};

/** The bare backend of the spec's calls (src/test/bare-backend.mjs): the `bare-backend-url` command. */
let bare;
const bareBackendPlugin = {
  name: 'bare-backend',
  async serverStart() {
    bare = createBareBackend();
    await bare.listen({ host: '127.0.0.1', port: 0 });
  },
  async serverStop() {
    await bare?.close();
  },
  async executeCommand({ command }) {
    if (command === 'bare-backend-url') return `http://127.0.0.1:${bare.server.address().port}`;
    return undefined;
  },
};

/**
 * Facts about the source tree for the architecture tests: `source-files` lists the files under a
 * folder of src/ (relative paths), `source-texts` the text of each TypeScript file under it (by
 * relative path), `lint-source` lints a text as if it were the file `path`; `lint-warm` starts
 * the first lint (it builds the project's type information, longer than a command's 20 s on a
 * busy machine) and answers at once, `lint-warmed` says whether it is done.
 */
let linter;
let lints = 0;
const answers = new Map();
let warmed = false;

/** The messages of linting `code` as the file `filePath`, from the lint worker (src/test/lint-worker.mjs). */
function lintText(code, filePath) {
  if (!linter) {
    linter = new Worker(new URL('./src/test/lint-worker.mjs', import.meta.url));
    linter.unref();
    linter.on('message', ({ id, messages, error }) => {
      const answer = answers.get(id);
      answers.delete(id);
      if (error) answer.reject(new Error(error));
      else answer.resolve(messages);
    });
  }
  const id = ++lints;
  return new Promise((resolve, reject) => {
    answers.set(id, { resolve, reject });
    linter.postMessage({ id, code, filePath });
  });
}
const sourceFiles = (folder) =>
  readdirSync(path.join('src', folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join('src', folder), path.join(entry.parentPath, entry.name)))
    .map((file) => file.replaceAll(path.sep, '/'))
    .sort();
const sourcePlugin = {
  name: 'source',
  async executeCommand({ command, payload }) {
    if (command === 'source-files') return sourceFiles(payload.folder);
    if (command === 'source-texts') {
      const files = sourceFiles(payload.folder).filter((file) => /\.tsx?$/.test(file));
      return Object.fromEntries(
        files.map((file) => [file, readFileSync(path.join('src', payload.folder, file), 'utf8')]),
      );
    }
    if (command === 'lint-warm') {
      void lintText('', path.resolve('src/index.ts')).then(() => (warmed = true));
      return true;
    }
    if (command === 'lint-warmed') return warmed;
    if (command === 'lint-source') return lintText(payload.code, path.resolve(payload.path));
    return undefined;
  },
};

export default {
  files: ['src/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  // A file's limit: the bare walks' one table (src/forms/bare-backend-walks.test.ts, 66 walks)
  // takes about 90 s on an idle machine, twice that on a loaded one.
  testsFinishTimeout: 300_000,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      // A window per test file: a background tab is hidden and gets no animation frames. Its own
      // browser context, too: files run side by side, and cookies or storage one file sets (a
      // referral cookie, a form's memory) must not reach another.
      async createPage({ browser }) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage({ type: 'window' });
        // The browser may be gone already (the run ended): nothing is left to close.
        page.once('close', () => context.close().catch(() => undefined));
        return page;
      },
    }),
  ],
  plugins: [bundleTests, backendPlugin, bareBackendPlugin, ssoPlugin, sourcePlugin, browserTabsPlugin, demoPagesPlugin],
  // TEST_TIMINGS=20: the 20 slowest files at the end (scripts/test-timings.mjs).
  reporters: [
    defaultReporter(),
    ...(process.env.TEST_TIMINGS ? [testTimingsReporter(Number(process.env.TEST_TIMINGS) || 20)] : []),
  ],
};
