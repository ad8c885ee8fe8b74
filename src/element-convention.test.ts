/**
 * The element convention of docs/ARCHITECTURE.md: one folder per tag under src/elements, files
 * named by their role, every pure module with its unit test, props typed once by the attribute
 * schema, no import of a definition but by the registries, shadow stylesheets imported as text by
 * their own element, every element registered once.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { eagerElements } from './eager-elements';
import { lazyElements } from './lazy-elements';
import { importDefinition } from './platform/runtime/lazy-loader';

/** Tags defined by another element's definition file, beside that element's own tag. */
const ALIASES: Readonly<Record<string, string>> = { 'admiral-accordion': 'site-accordion' };

/** The roles a file in `src/elements/<tag>/` may have; `<topic>` and `<part>` are lower-case words. */
function role(tag: string, file: string): string | null {
  const name = `${tag.replace(/[-.]/g, '\\$&')}`;
  const roles: [string, RegExp][] = [
    ['definition', new RegExp(`^${name}\\.element\\.ts$`)],
    ['attributes', new RegExp(`^${name}\\.attributes\\.ts$`)],
    ['view', new RegExp(`^${name}(\\.[a-z]+)?\\.tsx$`)],
    ['model', new RegExp(`^${name}(\\.[a-z]+)?\\.model\\.ts$`)],
    ['model test', new RegExp(`^${name}(\\.[a-z]+)?\\.model\\.test\\.ts$`)],
    ['controller', new RegExp(`^${name}(\\.[a-z]+)?\\.controller\\.ts$`)],
    ['hook', /^use-[a-z-]+\.ts$/],
    ['document styles', new RegExp(`^${name}\\.document\\.css$`)],
    ['shadow styles', new RegExp(`^${name}(\\.[a-z]+)?\\.css$`)],
    ['element test', new RegExp(`^${name}\\.test\\.tsx?$`)],
    ['flow', new RegExp(`^${name}\\.flow\\.ts$`)],
    ['words', new RegExp(`^${name}\\.words\\.ts$`)],
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

/** `site-icon` → `SiteIconProps`: the name of an element's props type. */
const propsName = (tag: string) =>
  `${tag.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())}Props`;

/**
 * Problems with how one element types its props, by the text of its folder's files. Props are
 * typed once, by the attribute schema: `type <Tag>Props = PropsOf<typeof schema>` beside the schema,
 * in `<tag>.attributes.ts` (a form's in its flow), and the definition is typed with it; a form
 * without attributes of its own is a `Flow<object>`. Derived in the definition, the type would tie
 * the view and the definition in a circle: the view imports the type, the definition the view.
 */
export function propsProblems(tag: string, texts: Readonly<Record<string, string>>): string[] {
  const name = propsName(tag);
  const isForm = `${tag}.flow.ts` in texts;
  const holder = isForm ? `${tag}.flow.ts` : `${tag}.attributes.ts`;
  const definition = isForm ? `${tag}.flow.ts` : `${tag}.element.ts`;
  const derived = new RegExp(`\\btype ${name} = PropsOf<typeof `);
  const problems = Object.entries(texts).flatMap(([file, text]) => {
    if (new RegExp(`\\b(interface ${name}\\b|type ${name} = (?!PropsOf<typeof ))`).test(text)) {
      return [`${tag}/${file}: declares ${name} by hand instead of PropsOf<typeof schema>`];
    }
    return file !== holder && derived.test(text) ? [`${tag}/${file}: derives ${name}, which belongs in ${holder}`] : [];
  });
  const typedWith = /\b(?:ElementDefinition|Flow)<([^,>]+)/.exec(texts[definition] ?? '')?.[1];
  if (typedWith !== name && typedWith !== 'object') {
    problems.push(`${tag}/${definition}: typed with ${typedWith ?? 'nothing'}, not ${name}`);
  } else if (typedWith === name && !derived.test(texts[holder] ?? '')) {
    problems.push(`${tag}/${holder}: ${name} is not derived here from the schema`);
  }
  return problems;
}

/**
 * Problems with the order of a definition's fields, by the text of `<tag>.element.ts`: `attributes`
 * before `view`. The schema, imported, is built before the definition's `lazyView(...)` call; the
 * minifier folds both into the definition only when they are used in that order (docs/ARCHITECTURE.md).
 */
export function fieldOrderProblems(tag: string, definitionText: string): string[] {
  const view = definitionText.search(/^ {2}view\b/m);
  const attributes = definitionText.search(/^ {2}attributes:/m);
  return view >= 0 && attributes > view ? [`${tag}/${tag}.element.ts: lists view before attributes`] : [];
}

/** Files that may import a definition (`<tag>.element.ts`): the registries, and tests. */
const mayImportDefinitions = (file: string) =>
  file === 'eager-elements.ts' || file === 'lazy-elements.ts' || /\.test\.tsx?$/.test(file) || file.startsWith('test/');

/**
 * Problems with imports of definitions, by the text of every source file (paths relative to src/):
 * only the registries import a `<tag>.element.ts`, so nothing in an element's folder imports its
 * definition back and no import circle runs through one.
 */
export function definitionImportProblems(texts: Readonly<Record<string, string>>): string[] {
  return Object.entries(texts)
    .filter(([file]) => !mayImportDefinitions(file))
    .flatMap(([file, text]) =>
      [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)'([^']+\.element)(?:\.ts)?'/g)].map(
        ([, specifier]) => `${file}: imports ${specifier}, a definition, which only the registries may import`,
      ),
    );
}

/**
 * Problems with how shadow stylesheets are imported, by the text of every source file (paths
 * relative to src/): never as a URL (`x.css?url`), and a `<tag>*.css` of src/elements only by that
 * element's definition or views (docs/ARCHITECTURE.md). Document sheets (`.document.css`) are
 * joined into the page sheet, and tests may read them.
 */
export function stylesheetProblems(texts: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const [file, text] of Object.entries(texts)) {
    for (const [, specifier] of text.matchAll(/^(?:import|export)\b[^;]*?from\s+'([^']+\.css(?:\?\w+)?)'/gm)) {
      if (specifier!.includes('?')) {
        problems.push(`${file}: imports ${specifier} by URL; import a shadow stylesheet as text`);
        continue;
      }
      const target = new URL(specifier!, `file:///src/${file}`).pathname.slice('/src/'.length);
      const [, tag, sheet] = /^elements\/([a-z-]+)\/([^/]+)$/.exec(target) ?? [];
      if (!tag || sheet!.endsWith('.document.css')) continue;
      const own = new RegExp(`^elements/${tag}/${tag}(\\.[a-z]+)?\\.(element\\.ts|tsx)$`);
      if (!own.test(file) || /\.test\.tsx?$/.test(file)) {
        problems.push(
          `${file}: imports ${target}, a shadow stylesheet of <${tag}>, which only its definition or views may`,
        );
      }
    }
  }
  return problems;
}

const sourceFiles = async (folder: string) =>
  (await executeServerCommand<string[], { folder: string }>('source-files', { folder }))!;
const sourceTexts = async (folder: string) =>
  (await executeServerCommand<Record<string, string>, { folder: string }>('source-texts', { folder }))!;

/** The folder's files, relative to it, of a map keyed by paths relative to src/elements. */
const folderTexts = (tag: string, texts: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(texts)
      .filter(([file]) => file.startsWith(`${tag}/`) && !/\.test\.tsx?$/.test(file))
      .map(([file, text]) => [file.slice(tag.length + 1), text]),
  );

describe('the element convention', () => {
  it('finds the problems it exists to find', () => {
    expect(
      conventionProblems('x-thing', [
        'x-thing.element.ts',
        'x-thing.attributes.ts',
        'x-thing.test.ts',
        'x-thing.model.ts',
      ]),
    ).to.deep.equal(['x-thing/x-thing.model.ts: its unit test x-thing.model.test.ts is missing']);
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

  it('finds props declared by hand or derived outside the schema file', () => {
    const attributes = `export const xThingAttributes = { href: attr.string() };
export type XThingProps = PropsOf<typeof xThingAttributes>;`;
    const definition = `import { xThingAttributes, type XThingProps } from './x-thing.attributes';
export const xThing: ElementDefinition<XThingProps> = { tag: 'x-thing', attributes: xThingAttributes, view };`;
    const view = `import type { XThingProps } from './x-thing.attributes';`;
    expect(
      propsProblems('x-thing', {
        'x-thing.attributes.ts': attributes,
        'x-thing.element.ts': definition,
        'x-thing.tsx': view,
      }),
    ).to.deep.equal([]);
    expect(
      propsProblems('x-thing', {
        'x-thing.element.ts': `import type { XThingProps } from './x-thing';
export const xThing: ElementDefinition<XThingProps> = { tag: 'x-thing', view, attributes: { href: attr.string() } };`,
        'x-thing.tsx': 'export interface XThingProps {\n  href: string;\n}',
      }),
    ).to.deep.equal([
      'x-thing/x-thing.tsx: declares XThingProps by hand instead of PropsOf<typeof schema>',
      'x-thing/x-thing.attributes.ts: XThingProps is not derived here from the schema',
    ]);
    expect(
      propsProblems('x-thing', {
        'x-thing.element.ts': `const xThingAttributes = { href: attr.string() };
export type XThingProps = PropsOf<typeof xThingAttributes>;
export const xThing: ElementDefinition<XThingProps> = { tag: 'x-thing', attributes: xThingAttributes, view };`,
        'x-thing.tsx': `import type { XThingProps } from './x-thing.element';`,
      }),
    ).to.deep.equal([
      'x-thing/x-thing.element.ts: derives XThingProps, which belongs in x-thing.attributes.ts',
      'x-thing/x-thing.attributes.ts: XThingProps is not derived here from the schema',
    ]);
    expect(
      propsProblems('x-form', {
        'x-form.element.ts': `export default formElement('x-form', xFlow);`,
        'x-form.flow.ts': `export type XFormProps = { kind: string };
export const xFlow: Flow<XFormProps, StepId> = { attributes: { kind: attr.string() } };`,
      }),
    ).to.deep.equal([
      'x-form/x-form.flow.ts: declares XFormProps by hand instead of PropsOf<typeof schema>',
      'x-form/x-form.flow.ts: XFormProps is not derived here from the schema',
    ]);
    expect(
      propsProblems('x-thing', { 'x-thing.element.ts': 'const x: ElementDefinition<{ href: string }> = {};' }),
    ).to.have.length(1);
  });

  it('finds a definition listing its view before its attributes', () => {
    const definition = (fields: string) => `export const xThing: ElementDefinition<XThingProps> = {
  tag: 'x-thing',
${fields}
};`;
    expect(fieldOrderProblems('x-thing', definition('  attributes: xThingAttributes,\n  view,'))).to.deep.equal([]);
    expect(
      fieldOrderProblems('x-thing', definition('  view: lazyView(load, pick),\n  attributes: xThingAttributes,')),
    ).to.deep.equal(['x-thing/x-thing.element.ts: lists view before attributes']);
  });

  it('finds definitions imported by anything but the registries and tests', () => {
    const registries = {
      'eager-elements.ts': "import { siteIcon } from './elements/site-icon/site-icon.element';",
      'lazy-elements.ts': "const lazy = { 'x-thing': () => import('./elements/x-thing/x-thing.element') };",
      'elements/x-thing/x-thing.test.ts': "import { xThing } from './x-thing.element';",
      'elements/x-thing/x-thing.tsx': "import type { XThingProps } from './x-thing.attributes';",
    };
    expect(definitionImportProblems(registries)).to.deep.equal([]);
    expect(
      definitionImportProblems({
        'elements/x-thing/x-thing.tsx': "import type { XThingProps } from './x-thing.element';",
        'elements/x-thing/x-thing.model.ts': "export { CORNERS } from './x-thing.element';",
        'page/index.ts': "const thing = await import('../elements/x-thing/x-thing.element');",
      }),
    ).to.deep.equal([
      'elements/x-thing/x-thing.tsx: imports ./x-thing.element, a definition, which only the registries may import',
      'elements/x-thing/x-thing.model.ts: imports ./x-thing.element, a definition, which only the registries may import',
      'page/index.ts: imports ../elements/x-thing/x-thing.element, a definition, which only the registries may import',
    ]);
  });

  it('types the props of every element once, by its attribute schema', async () => {
    const texts = await sourceTexts('elements');
    const tags = [...new Set(Object.keys(texts).map((file) => file.split('/')[0]!))];
    expect(tags.length).to.be.greaterThan(30);
    expect(tags.flatMap((tag) => propsProblems(tag, folderTexts(tag, texts)))).to.deep.equal([]);
    expect(tags.flatMap((tag) => fieldOrderProblems(tag, texts[`${tag}/${tag}.element.ts`] ?? ''))).to.deep.equal([]);
  });

  it('imports definitions only in the registries and tests', async () => {
    const texts = await sourceTexts('');
    expect(Object.keys(texts).length).to.be.greaterThan(100);
    expect(definitionImportProblems(texts)).to.deep.equal([]);
  });

  it('finds stylesheets imported by URL or by another element', () => {
    expect(
      stylesheetProblems({
        'elements/x-thing/x-thing.element.ts': "import css from './x-thing.css';",
        'elements/x-thing/x-thing.panel.tsx': "import css from './x-thing.panel.css';",
        'elements/x-thing/x-thing.test.ts': "import box from './x-thing.document.css';",
      }),
    ).to.deep.equal([]);
    expect(
      stylesheetProblems({
        'elements/x-thing/x-thing.element.ts': "import url from './x-thing.css?url';",
        'elements/y-thing/y-thing.tsx': "import css from '../x-thing/x-thing.css';",
        'widgets/tabs/tab-bar.tsx': "import css from '../../elements/x-thing/x-thing.panel.css';",
      }),
    ).to.deep.equal([
      'elements/x-thing/x-thing.element.ts: imports ./x-thing.css?url by URL; import a shadow stylesheet as text',
      'elements/y-thing/y-thing.tsx: imports elements/x-thing/x-thing.css, a shadow stylesheet of <x-thing>, which only its definition or views may',
      'widgets/tabs/tab-bar.tsx: imports elements/x-thing/x-thing.panel.css, a shadow stylesheet of <x-thing>, which only its definition or views may',
    ]);
  });

  it('imports every shadow stylesheet as text, from its own element only', async () => {
    const texts = await sourceTexts('');
    expect(Object.keys(texts).length).to.be.greaterThan(100);
    expect(stylesheetProblems(texts)).to.deep.equal([]);
  });

  it('registers every element exactly once, eagerly or lazily, under its folder name', async () => {
    const folders = [...new Set((await sourceFiles('elements')).map((file) => file.split('/')[0]!))].sort();
    const lazyTags = await Promise.all(
      Object.entries(lazyElements).map(async ([tag, load]) => {
        const definition = await importDefinition(tag, load);
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
