/**
 * The quotes feed's worker script (src/services/quotes-feed/feed-worker.ts and what it imports)
 * bundled into one classic script. The quotes chunk imports it as text (`virtual:feed-worker`)
 * and starts it from a Blob, so the worker runs whatever origin the library is served from: a
 * worker's script URL must be the page's origin, a Blob's is.
 */
import { build } from 'esbuild';
import path from 'node:path';

export const FEED_WORKER_MODULE = 'virtual:feed-worker';

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

/** As a module whose default export is the script's text. */
export const feedWorkerModule = async (options) => `export default ${JSON.stringify(await feedWorkerSource(options))};`;

/** Rollup: `virtual:feed-worker`, minified. */
export const feedWorkerPlugin = () => ({
  name: 'feed-worker',
  resolveId: (source) => (source === FEED_WORKER_MODULE ? `\0${FEED_WORKER_MODULE}` : null),
  load: (id) => (id === `\0${FEED_WORKER_MODULE}` ? feedWorkerModule({ minify: true }) : null),
});

/** esbuild (the test runner's bundles): `virtual:feed-worker`, readable. */
export const feedWorkerEsbuildPlugin = {
  name: 'feed-worker',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^virtual:feed-worker$/ }, () => ({
      path: FEED_WORKER_MODULE,
      namespace: 'feed-worker',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'feed-worker' }, async () => ({
      contents: await feedWorkerModule({ minify: false }),
      loader: 'js',
    }));
  },
};
