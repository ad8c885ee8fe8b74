/**
 * The quotes feed's worker script (src/services/quotes-feed/feed-worker.ts and what it imports)
 * bundled into one classic script, a file of its own beside the chunks
 * (dist/chunks/feed-worker-[hash].js). `import url from 'virtual:feed-worker'` is its URL, found
 * from the importing chunk's own. A worker's script must be on the page's origin: a page that
 * serves the library itself starts the file (`script-src 'self'` allows it), a page that takes the
 * library from another origin (a CDN) a Blob that imports it (engine-host.ts).
 */
import { build } from 'esbuild';
import path from 'node:path';

export const FEED_WORKER_MODULE = 'virtual:feed-worker';
/** Where the test server serves the file (web-test-runner.config.mjs). */
export const FEED_WORKER_TEST_PATH = '/__feed-worker.js';

export async function feedWorkerSource({ minify, root = process.cwd() }) {
  const result = await build({
    entryPoints: [path.join(root, 'src/services/quotes-feed/feed-worker.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify,
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0].text;
}

/** Rollup: `virtual:feed-worker`, the minified script emitted as an asset beside the chunks. */
export const feedWorkerPlugin = () => ({
  name: 'feed-worker',
  resolveId: (source) => (source === FEED_WORKER_MODULE ? `\0${FEED_WORKER_MODULE}` : null),
  async load(id) {
    if (id !== `\0${FEED_WORKER_MODULE}`) return null;
    const source = await feedWorkerSource({ minify: true });
    const file = this.emitFile({ type: 'asset', name: 'feed-worker.js', source });
    // Rollup writes `new URL("feed-worker-[hash].js", import.meta.url).href`: found beside the chunk.
    return `export default import.meta.ROLLUP_FILE_URL_${file};`;
  },
});

/** esbuild (the test runner's bundles): `virtual:feed-worker`, the URL the test server serves the script at. */
export const feedWorkerEsbuildPlugin = {
  name: 'feed-worker',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^virtual:feed-worker$/ }, () => ({
      path: FEED_WORKER_MODULE,
      namespace: 'feed-worker',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'feed-worker' }, () => ({
      contents: `export default new URL(${JSON.stringify(FEED_WORKER_TEST_PATH)}, location.href).href;`,
      loader: 'js',
    }));
  },
};
