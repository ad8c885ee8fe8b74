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

const normalised = (id) => id.replaceAll('\\', '/');

/**
 * Where the code that several chunks share goes. Left to itself rollup makes a chunk for every
 * set of elements that share a module: 33 `shared` chunks, many of a few hundred bytes, each one
 * a request, a compile and an instantiation on a phone's main thread. Three groups are named:
 * the eager closure (as rollup made it), the modules every form imports beside other elements
 * (the link and HTTP helpers: three chunks a form loaded, now one of the same bytes) and the small
 * platform, tab and remote-content helpers no form imports (up to a dozen chunks a page loaded,
 * now one of 11 kB).
 * Only the modules named go in (`onlyExplicitManualChunks`): with their imports the groups would
 * pull React out of the eager chunk. The eager group is the entry's static imports, re-exports
 * of a barrel included: import from the module itself where the entry needs one part of a barrel
 * (`npm run size` shows an eager closure grown by it).
 */
function manualChunks(id, { getModuleInfo, getModuleIds }) {
  if (groups?.of !== getModuleInfo)
    groups = { of: getModuleInfo, chunk: groupModules(getModuleInfo, [...getModuleIds()]) };
  return groups.chunk.get(id);
}
/** The groups of the build under way. */
let groups;

/** Module id → its manual chunk, from which entries (the script and each lazy chunk) reach it. */
function groupModules(getModuleInfo, ids) {
  const closure = (entry) => {
    const seen = new Set([entry]);
    for (const id of seen) for (const imported of getModuleInfo(id)?.importedIds ?? []) seen.add(imported);
    return seen;
  };
  const entries = ids.filter((id) => {
    const info = getModuleInfo(id);
    return info.isEntry || info.dynamicImporters.length > 0;
  });
  const closures = new Map(entries.map((entry) => [entry, closure(entry)]));
  const eager = closures.get(entries.find((entry) => getModuleInfo(entry).isEntry));
  const isForm = (reach) => [...reach].some((id) => normalised(id).includes('/src/forms/form-element'));
  const forms = [...closures.values()].filter(isForm);
  const inForms = new Set(forms.flatMap((reach) => [...reach]));
  // What only a form imports on demand (the captcha, the companies lookup) is the forms' side too.
  const isFormSide = (entry) => getModuleInfo(entry).dynamicImporters.every((importer) => inForms.has(importer));
  const others = [...closures]
    .filter(([entry, reach]) => reach !== eager && !isForm(reach) && !isFormSide(entry))
    .map(([, reach]) => reach);
  const result = new Map();
  for (const id of ids) {
    if (eager.has(id)) result.set(id, 'eager');
    else if (forms.every((reach) => reach.has(id)) && others.some((reach) => reach.has(id)))
      result.set(id, 'form-kit-common');
    else if (
      isSmallHelper(id) &&
      !forms.some((reach) => reach.has(id)) &&
      others.filter((reach) => reach.has(id)).length > 1
    )
      result.set(id, 'lazy-helpers');
  }
  return result;
}

/** Helpers small enough that a page fetching them all costs less than fetching them one by one. */
const isSmallHelper = (id) =>
  /\/src\/(platform|widgets\/(tabs|remote-content|segmented)|services\/content)\//.test(normalised(id));

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
    manualChunks,
    onlyExplicitManualChunks: true,
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
