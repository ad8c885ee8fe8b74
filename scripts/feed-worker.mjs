/**
 * The quotes feed's worker script (src/services/quotes-feed/feed-worker.ts and what it imports)
 * bundled into one classic script. The quotes chunk imports `virtual:feed-worker`: the URL of the
 * script's own file beside the chunk (`workerFile`, dist/chunks/feed-worker-[hash].js), and its
 * text (`workerSource`). A worker's script must be on the page's origin: a page that serves the
 * library itself starts the file (`script-src 'self'` allows it), a page that takes the library
 * from another origin (a CDN) starts the text from a Blob (engine-host.ts).
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

/** The module, given the source and the expression of the file's URL. */
const feedWorkerModule = (source, fileUrl) =>
  `export const workerFile = ${fileUrl};\nexport const workerSource = ${JSON.stringify(source)};`;

/** Rollup: `virtual:feed-worker`, minified, its file emitted as an asset beside the chunks. */
export const feedWorkerPlugin = () => ({
  name: 'feed-worker',
  resolveId: (source) => (source === FEED_WORKER_MODULE ? `\0${FEED_WORKER_MODULE}` : null),
  async load(id) {
    if (id !== `\0${FEED_WORKER_MODULE}`) return null;
    const source = await feedWorkerSource({ minify: true });
    const file = this.emitFile({ type: 'asset', name: 'feed-worker.js', source });
    // Rollup writes `new URL("feed-worker-[hash].js", import.meta.url).href`: found beside the chunk.
    return feedWorkerModule(source, `import.meta.ROLLUP_FILE_URL_${file}`);
  },
});

/** esbuild (the test runner's bundles): `virtual:feed-worker`, readable, its file at FEED_WORKER_TEST_PATH. */
export const feedWorkerEsbuildPlugin = {
  name: 'feed-worker',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^virtual:feed-worker$/ }, () => ({
      path: FEED_WORKER_MODULE,
      namespace: 'feed-worker',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'feed-worker' }, async () => ({
      contents: feedWorkerModule(
        await feedWorkerSource({ minify: false }),
        `new URL(${JSON.stringify(FEED_WORKER_TEST_PATH)}, location.href).href`,
      ),
      loader: 'js',
    }));
  },
};
