/**
 * The element convention of docs/ARCHITECTURE.md: one folder per tag under src/elements, files
 * named by their role, every pure module with its unit test, every element registered once.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { eagerElements } from './eager-elements';
import { lazyElements } from './lazy-elements';

/** Tags defined by another element's definition file, beside that element's own tag. */
const ALIASES: Readonly<Record<string, string>> = { 'admiral-accordion': 'site-accordion' };

/** The roles a file in `src/elements/<tag>/` may have; `<topic>` and `<part>` are lower-case words. */
function role(tag: string, file: string): string | null {
  const name = `${tag.replace(/[-.]/g, '\\$&')}`;
  const roles: [string, RegExp][] = [
    ['definition', new RegExp(`^${name}\\.element\\.ts$`)],
    ['view', new RegExp(`^${name}(\\.[a-z]+)?\\.tsx$`)],
    ['model', new RegExp(`^${name}(\\.[a-z]+)?\\.model\\.ts$`)],
    ['model test', new RegExp(`^${name}(\\.[a-z]+)?\\.model\\.test\\.ts$`)],
    ['controller', new RegExp(`^${name}(\\.[a-z]+)?\\.controller\\.ts$`)],
    ['hook', /^use-[a-z-]+\.ts$/],
    ['document styles', new RegExp(`^${name}\\.document\\.css$`)],
    ['shadow styles', new RegExp(`^${name}(\\.[a-z]+)?\\.css$`)],
    ['element test', new RegExp(`^${name}\\.test\\.tsx?$`)],
    ['flow', new RegExp(`^${name}\\.flow\\.ts$`)],
  ];
  return roles.find(([, pattern]) => pattern.test(file))?.[0] ?? null;
}

/** Problems of one element folder's files, as sentences; empty when it follows the convention. */
export function conventionProblems(tag: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    if (file.includes('/')) problems.push(`${tag}/${file}: an element folder has no subfolders`);
    else if (!role(tag, file)) problems.push(`${tag}/${file}: not a file role of the convention`);
  }
  for (const required of [`${tag}.element.ts`, `${tag}.test.ts`]) {
    if (!files.includes(required)) problems.push(`${tag}: ${required} is missing`);
  }
  for (const model of files.filter((file) => file.endsWith('.model.ts'))) {
    const test = model.replace(/\.ts$/, '.test.ts');
    if (!files.includes(test)) problems.push(`${tag}/${model}: its unit test ${test} is missing`);
  }
  return problems;
}

const sourceFiles = async (folder: string) =>
  (await executeServerCommand<string[], { folder: string }>('source-files', { folder }))!;

describe('the element convention', () => {
  it('finds the problems it exists to find', () => {
    expect(conventionProblems('x-thing', ['x-thing.element.ts', 'x-thing.test.ts', 'x-thing.model.ts'])).to.deep.equal([
      'x-thing/x-thing.model.ts: its unit test x-thing.model.test.ts is missing',
    ]);
    expect(conventionProblems('x-thing', ['x-thing.element.ts', 'thing-state.ts', 'use-x.ts'])).to.deep.equal([
      'x-thing/thing-state.ts: not a file role of the convention',
      'x-thing: x-thing.test.ts is missing',
    ]);
  });

  it('holds for every folder of src/elements', async () => {
    const files = await sourceFiles('elements');
    const folders = [...new Set(files.map((file) => file.split('/')[0]!))];
    expect(folders.length).to.be.greaterThan(30);
    const problems = folders.flatMap((tag) =>
      conventionProblems(
        tag,
        files.filter((file) => file.startsWith(`${tag}/`)).map((file) => file.slice(tag.length + 1)),
      ),
    );
    expect(problems).to.deep.equal([]);
  });

  it('registers every element exactly once, eagerly or lazily, under its folder name', async () => {
    const folders = [...new Set((await sourceFiles('elements')).map((file) => file.split('/')[0]!))].sort();
    const lazyTags = await Promise.all(
      Object.entries(lazyElements).map(async ([tag, load]) => {
        const { default: definition } = await load();
        expect(definition.tag, `the lazy map's ${tag} loads ${definition.tag}`).to.equal(tag);
        return tag;
      }),
    );
    const tags = [...eagerElements.map((definition) => definition.tag), ...lazyTags];
    const duplicates = tags.filter((tag, index) => tags.indexOf(tag) !== index);
    expect(duplicates, 'registered twice').to.deep.equal([]);
    const folderTags = tags.map((tag) => ALIASES[tag] ?? tag);
    expect([...new Set(folderTags)].sort()).to.deep.equal(folders);
  });
});
