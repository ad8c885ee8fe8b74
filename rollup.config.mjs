import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rmSync } from 'node:fs';
import { css } from './scripts/rollup-css.mjs';
import { feedWorkerPlugin } from './scripts/feed-worker.mjs';
import { icons } from './scripts/rollup-icons.mjs';

/** Chunk names carry hashes: start from an empty dist/ so no stale chunk is served or measured. */
const cleanDist = { name: 'clean-dist', buildStart: () => rmSync('dist', { recursive: true, force: true }) };

/** The chunk every form element imports: the form kit, its libraries and the API clients. */
const isFormsKit = (chunk) =>
  chunk.moduleIds.some((id) => id.replaceAll('\\', '/').includes('/src/forms/form-element'));

/** The page behaviours (src/page/index.ts), loaded by the entry after the eager elements. */
const isPageBehaviours = (chunk) =>
  chunk.name === 'index' && chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/page/index.ts'));

/** One ES-module entry; every lazy element becomes a chunk next to it, loaded relative to it. */
export default {
  input: 'src/index.ts',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: 'index.js',
    // Lazy chunks are named after their element; the code they share with the entry is `shared`.
    chunkFileNames: (chunk) =>
      chunk.isDynamicEntry
        ? `chunks/${isPageBehaviours(chunk) ? 'page' : chunk.name.replace(/\.element$/, '')}-[hash].js`
        : isFormsKit(chunk)
          ? 'chunks/forms-[hash].js'
          : 'chunks/shared-[hash].js',
    assetFileNames: 'chunks/[name]-[hash][extname]',
    sourcemap: true,
  },
  plugins: [
    cleanDist,
    css(),
    icons(),
    feedWorkerPlugin(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      declaration: true,
      declarationDir: 'dist/types',
      // Tests and their fixtures stay out of the declarations that ship.
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/test/**', 'src/**/fixtures/**', 'src/**/testing/**'],
    }),
    terser({ ecma: 2020, format: { comments: false }, compress: { passes: 3 } }),
  ],
};
