/**
 * `npm run size`: gzip (-9) and brotli sizes of the eager closure of dist/index.js (the entry
 * plus every chunk it imports statically) and of every lazy chunk, beside a baseline built in
 * the same run: React 18 + react-dom/client + r2wc, the floor the eager closure cannot go below.
 * Also the cost of a page's first form: a form element's chunk plus what it imports beyond the
 * eager closure (the shared `forms` chunk). Fails when either is over its budget. And the
 * icons shipped in dist/icons/: their count and bytes on disk, and what one icon costs a page.
 */
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The entry and what it imports statically, with all 74 tags registered: the page behaviours,
 * the dialog's behaviour and the views of content elements are chunks (docs/ARCHITECTURE.md).
 */
const EAGER_BUDGET_BYTES = 60_000;
/**
 * A page's first form: its chunk, the shared forms chunk (aimed under 30 kB) and the HTTP client
 * it shares with the quotes. Back at 32 kB once the HTTP client ran on fetch instead of a library.
 */
const FORM_BUDGET_BYTES = 32_000;
const dist = path.resolve('dist');

if (!existsSync(path.join(dist, 'index.js'))) {
  console.error('dist/index.js is missing: run `npm run build` first.');
  process.exit(1);
}

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Files a module imports statically (import/export ... from "./x.js", import "./x.js"). */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const specifiers = [
    ...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g),
  ];
  return specifiers.map((match) => path.resolve(path.dirname(file), match[1]));
}

function closure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(entry);
  return [...seen];
}

function measure(files) {
  const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
  return { raw: bytes.length, gzip: gzip(bytes), brotli: brotli(bytes) };
}

async function baseline() {
  const result = await build({
    stdin: {
      contents: `import React from 'react'; import { createRoot } from 'react-dom/client'; import r2wc from '@r2wc/react-to-web-component';
        window.floor = [React, createRoot, r2wc];`,
      resolveDir: process.cwd(),
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const bytes = Buffer.from(result.outputFiles[0].contents);
  return { raw: bytes.length, gzip: gzip(bytes), brotli: brotli(bytes) };
}

const eagerFiles = closure(path.join(dist, 'index.js'));
const eager = measure(eagerFiles);
const floor = await baseline();
const lazy = readdirSync(path.join(dist, 'chunks'))
  .map((name) => path.join(dist, 'chunks', name))
  .filter((file) => /\.(js|css)$/.test(file) && !eagerFiles.includes(file))
  .map((file) => ({ name: path.relative(dist, file), ...measure([file]) }));

const rows = [
  ['eager closure', eager, eagerFiles.map((file) => path.relative(dist, file)).join(' + ')],
  ['baseline: React 18 + react-dom/client + r2wc', floor, 'same run'],
  ...lazy.map((chunk) => [`lazy ${chunk.name}`, chunk, '']),
];
console.log('size (gzip -9 / brotli 11 / raw)');
for (const [label, size, note] of rows) {
  console.log(
    `  ${label.padEnd(58)} ${kB(size.gzip).padStart(9)} ${kB(size.brotli).padStart(9)} ${kB(size.raw).padStart(9)}  ${note}`,
  );
}
// A page with one form downloads the form's chunk and what it imports that the page lacks. An
// element's chunk is named after its tag (src/lazy-elements.ts); the sub-chunks a form fetches
// only on demand (the captcha's challenge) are not part of its first download.
const lazyTags = [...readFileSync('src/lazy-elements.ts', 'utf8').matchAll(/^\s*'([a-z]+(?:-[a-z]+)+)':/gm)].map(
  (match) => match[1],
);
const forms = lazy
  .filter((chunk) => lazyTags.some((tag) => new RegExp(`^chunks/${tag}-[\\w-]{8}\\.js$`).test(chunk.name)))
  .map((chunk) => {
    const files = closure(path.join(dist, chunk.name)).filter((file) => !eagerFiles.includes(file));
    return { name: chunk.name, files, ...measure(files) };
  })
  .filter((form) => form.files.some((file) => /[/\\]forms-[\w-]{8}\.js$/.test(file)));
const largestForm = forms.reduce((largest, form) => (form.gzip > largest.gzip ? form : largest));
console.log(
  `first form on a page, largest: ${kB(largestForm.gzip)} gz (${largestForm.files.map((file) => path.relative(dist, file)).join(' + ')}); budget ${kB(FORM_BUDGET_BYTES)} gz`,
);

// A page fetches only the icons it draws, one file each: the cost per icon is one file, gzipped.
const iconsDir = path.join(dist, 'icons');
const iconFiles = readdirSync(iconsDir)
  .filter((name) => name.endsWith('.svg'))
  .map((name) => path.join(iconsDir, name));
const iconBytes = iconFiles.reduce((sum, file) => sum + statSync(file).size, 0);
const iconBlocks = iconFiles.reduce((sum, file) => sum + statSync(file).blocks * 512, 0);
const iconGzip = iconFiles.map((file) => gzip(readFileSync(file)));
console.log(
  `icons (dist/icons/): ${iconFiles.length} files, ${kB(iconBytes)} (${kB(iconBlocks)} in disk blocks here); ` +
    `per icon fetched ${kB(iconGzip.reduce((sum, size) => sum + size, 0) / iconGzip.length)} gz on average, ${kB(Math.max(...iconGzip))} at most`,
);

const ours = eager.gzip - floor.gzip;
console.log(
  `eager closure = ${(eager.gzip / floor.gzip).toFixed(3)} x baseline (library code on top of the floor: ${kB(ours)} gz); budget ${kB(EAGER_BUDGET_BYTES)} gz`,
);
if (eager.gzip > EAGER_BUDGET_BYTES) {
  console.error(`FAIL: the eager closure is ${kB(eager.gzip)} gz, over the ${kB(EAGER_BUDGET_BYTES)} budget.`);
  process.exit(1);
}
if (largestForm.gzip > FORM_BUDGET_BYTES) {
  console.error(
    `FAIL: ${largestForm.name} costs ${kB(largestForm.gzip)} gz, over the ${kB(FORM_BUDGET_BYTES)} form budget.`,
  );
  process.exit(1);
}
