/**
 * `cem analyze` (run by `npm run build`) writes dist/custom-elements.json from the element
 * definitions: scripts/manifest/element-definitions-plugin.mjs reads each one's attribute schema
 * and JSDoc with the TypeScript checker, so the analyzer works on a whole program rather than
 * on files parsed one by one.
 */
import path from 'node:path';
import { elementDefinitionsPlugin } from './scripts/manifest/element-definitions-plugin.mjs';

let program;

export default {
  globs: ['src/elements/*/*.element.ts'],
  outdir: 'dist',
  // package.json names the manifest already (`customElements`); the build must not rewrite it.
  packagejson: false,
  overrideModuleCreation({ ts, globs }) {
    const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', { noEmit: true }, ts.sys);
    program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
    return globs.map((glob) => program.getSourceFile(path.resolve(glob)));
  },
  plugins: [elementDefinitionsPlugin({ getProgram: () => program })],
};
