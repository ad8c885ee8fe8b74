/**
 * `npm test` (after the build): what `npm pack` would publish. The tarball must carry the entry,
 * the content-hashed chunks, the document stylesheet, the manifest and the declarations, the icons
 * with their licence (dist/icons/), every file `exports` names, and nothing of src/, demo/,
 * scripts or tests. Chunks are cached forever by name, so each carries a content hash;
 * `index.js` keeps its name and must be revalidated.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { encoding: 'utf8' }));
const files = pack.files.map((file) => file.path);
const problems = [];

const REQUIRED = [
  'package.json',
  'dist/index.js',
  'dist/site-elements.css',
  'dist/custom-elements.json',
  'dist/index.d.ts',
  'dist/elements.d.ts',
  'dist/react.d.ts',
  'dist/types/index.d.ts',
  'dist/icons/LICENSE',
  'dist/icons/arrow_right.svg',
  'dist/icons/arrow_right_fill1.svg',
];
for (const file of REQUIRED) if (!files.includes(file)) problems.push(`missing ${file}`);

const chunks = files.filter((file) => file.startsWith('dist/chunks/'));
if (!chunks.some((file) => file.endsWith('.js'))) problems.push('no chunk in dist/chunks/');
// Rollup's [hash]: 8 characters of base64url before the extension.
for (const chunk of chunks.filter((file) => !/-[\w-]{8}\.(js|css)(\.map)?$/.test(file))) {
  problems.push(`${chunk} has no content hash in its name`);
}

const FORBIDDEN = [/^src\//, /^demo\//, /^scripts\//, /^test-types\//, /\.test\./, /\/(fixtures|testing)\//];
for (const file of files.filter((file) => FORBIDDEN.some((pattern) => pattern.test(file)))) {
  problems.push(`${file} must not be published`);
}

/** Every path `exports` and the manifest field point at. */
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const targets = (value) =>
  typeof value === 'string' ? [value] : Object.values(value).flatMap((nested) => targets(nested));
for (const target of [...targets(manifest.exports), manifest.customElements, manifest.types]) {
  if (!files.includes(target.replace(/^\.\//, ''))) problems.push(`package.json names ${target}, which is not packed`);
}

if (problems.length > 0) {
  console.error(`npm pack would publish the wrong files:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `npm pack: ${files.length} files, ${chunks.length} of them chunks; entry, manifest and declarations present.`,
);
