/**
 * The code every test bundle shares, bundled once per test run instead of once per test file:
 * React (with react-dom) and @open-wc/testing (with axe-core and chai) were about 2 MB of each
 * file's bundle, 4 to 9 MB with its inline source map. A test bundle imports them from
 * VENDOR_PATH (`vendorModules`, an esbuild plugin); the test server serves `vendorFile`. One
 * build with code splitting, so a page holds one React whichever entry it came through.
 */
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

export const VENDOR_PATH = '/__vendor/';

const require = createRequire(import.meta.url);
/** A CommonJS module's export names, read from its development build (the one tests run). */
const namesOf = (specifier, developmentFile) =>
  Object.keys(require(path.join(path.dirname(require.resolve(specifier)), 'cjs', developmentFile)));

/**
 * The shared modules by specifier, with the names a CommonJS one exports (esbuild cannot see
 * them, and a test imports them by name); an ES module has none listed: it re-exports its own.
 */
const SHARED = {
  react: () => namesOf('react', 'react.development.js'),
  'react/jsx-runtime': () => namesOf('react/jsx-runtime', 'react-jsx-runtime.development.js'),
  'react-dom': () => namesOf('react-dom', 'react-dom.development.js'),
  'react-dom/client': () => ['createRoot', 'hydrateRoot'],
  '@open-wc/testing': null,
};

const fileOf = (specifier) => `${specifier.replace(/[@/]/g, '_')}.js`;

/** The stand-in module of `specifier` that the vendor build starts from. */
function entryCode(specifier) {
  const names = SHARED[specifier];
  if (!names) return `export * from '${specifier}';`;
  return `import * as all from '${specifier}';\nexport const { ${names().join(', ')} } = all;\nexport default all.default;`;
}

/**
 * For the test bundles: the shared modules, imported as ES modules, stay out and come from
 * VENDOR_PATH. A `require` of one (react-dom19's own) is bundled as before: an external cannot
 * be required.
 */
export const vendorModules = {
  name: 'vendor-modules',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^(react|react-dom|@open-wc\/testing)(\/|$)/ }, (args) =>
      Object.hasOwn(SHARED, args.path) && args.kind !== 'require-call'
        ? { path: VENDOR_PATH + fileOf(args.path), external: true }
        : undefined,
    );
  },
};

let files;
/** The vendor build's file at `name` (an entry or a shared chunk), built on the first call. */
export async function vendorFile(name) {
  files ??= build({
    entryPoints: Object.keys(SHARED).map((specifier) => ({ in: specifier, out: fileOf(specifier).slice(0, -3) })),
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: 'vendor',
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [
      {
        name: 'vendor-entries',
        setup(esbuild) {
          esbuild.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'entry-point' ? { path: args.path, namespace: 'vendor-entry' } : undefined,
          );
          esbuild.onLoad({ filter: /.*/, namespace: 'vendor-entry' }, (args) => ({
            contents: entryCode(args.path),
            resolveDir: process.cwd(),
            loader: 'js',
          }));
        },
      },
    ],
  }).then((result) => new Map(result.outputFiles.map((file) => [path.basename(file.path), file.text])));
  return (await files).get(name);
}
