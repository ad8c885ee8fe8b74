/**
 * The library's words as data, for the catalogue check, the element reference and translators:
 * every `src/**\/<name>.words.ts` (the English source, docs/CONTRACT.md "Language") and every
 * `src/catalogues/<language>.ts`, transpiled and evaluated (they import types only).
 *   node scripts/words.mjs template <language>   prints the language's catalogue, English texts
 *                                                 where it has none yet, to translate in place;
 *   node scripts/words.mjs keys                   prints every key with its English text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SRC = 'src';
const CATALOGUES = join(SRC, 'catalogues');

/** The module's exports: TypeScript without imports of values, transpiled and imported as data. */
async function evaluate(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

function wordsFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return wordsFiles(path);
    return entry.name.endsWith('.words.ts') ? [path] : [];
  });
}

/** namespace → { file, english }, in file order; a namespace given twice throws. */
export async function englishWords(root = '.') {
  const namespaces = new Map();
  const source = join(root, SRC);
  if (!existsSync(source)) return namespaces;
  for (const file of wordsFiles(source).sort()) {
    for (const words of Object.values(await evaluate(file))) {
      if (!words || typeof words.namespace !== 'string') continue;
      if (namespaces.has(words.namespace)) {
        throw new Error(`namespace "${words.namespace}" is in ${namespaces.get(words.namespace).file} and ${file}`);
      }
      namespaces.set(words.namespace, { file: relative(root, file).replaceAll('\\', '/'), english: words.english });
    }
  }
  return namespaces;
}

/** The languages of the built-in catalogues, by their file name, with the name a note gives them. */
export const LANGUAGE_NAMES = {
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  pt: 'Portuguese',
  pl: 'Polish',
  nl: 'Dutch',
  cs: 'Czech',
  sk: 'Slovak',
  hu: 'Hungarian',
  ro: 'Romanian',
  bg: 'Bulgarian',
  el: 'Greek',
  hr: 'Croatian',
  sl: 'Slovenian',
  sv: 'Swedish',
  da: 'Danish',
  fi: 'Finnish',
  nb: 'Norwegian (Bokmål)',
  ar: 'Arabic',
  he: 'Hebrew',
  fa: 'Persian',
  tr: 'Turkish',
  ru: 'Russian',
  uk: 'Ukrainian',
  zh: 'Chinese, Simplified (zh, zh-CN)',
  'zh-TW': 'Chinese, Traditional (zh-TW, zh-HK)',
  ja: 'Japanese',
  ko: 'Korean',
  vi: 'Vietnamese',
  th: 'Thai',
  id: 'Indonesian',
  ms: 'Malay',
  hi: 'Hindi',
};

export const catalogueFile = (language) => join(CATALOGUES, `${language}.ts`);

/**
 * The language's catalogue file as data: `texts` (its default export) and `sameAsEnglish` (the
 * keys its texts may leave as in English), or null when it has no file.
 */
export async function catalogue(language) {
  const file = catalogueFile(language);
  if (!existsSync(file)) return null;
  const module = await evaluate(file);
  return { texts: module.default, sameAsEnglish: module.sameAsEnglish ?? [] };
}

/** The plural categories a language's texts give where a `{count}` decides, in CLDR's order. */
export const pluralCategories = (language) => {
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return order.filter((category) => categories.includes(category));
};

const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

/**
 * A catalogue file's text: `texts` (namespace → key → text) in the English source's order, the
 * English text where a key has none, and `sameAsEnglish` when it lists keys.
 */
export function catalogueText(language, english, { texts, sameAsEnglish } = {}) {
  const note = `${LANGUAGE_NAMES[language] ?? language}: every key of the English source, translated (docs/LANGUAGES.md).`;
  const variable = language.replace('-', '');
  const lines = [];
  for (const [namespace, { english: words }] of english) {
    lines.push(`  ${key(namespace)}: {`);
    for (const [name, source] of Object.entries(words)) {
      const text = texts?.[namespace]?.[name] ?? source;
      if (typeof source === 'string')
        lines.push(`    ${key(name)}: ${quote(typeof text === 'string' ? text : source)},`);
      else {
        lines.push(`    ${key(name)}: {`);
        for (const category of pluralCategories(language)) {
          const form = text[category] ?? source[category] ?? source.other;
          lines.push(`      ${category}: ${quote(form)},`);
        }
        lines.push('    },');
      }
    }
    lines.push('  },');
  }
  return [
    "import type { Catalogue } from '../contract/words';",
    '',
    `/** ${note} */`,
    `const ${variable}: Catalogue = {`,
    ...lines,
    '};',
    '',
    `export default ${variable};`,
    '',
    ...(sameAsEnglish?.length
      ? [
          '/** Keys whose text is the same as in English on purpose (names, codes, loanwords). */',
          'export const sameAsEnglish: readonly string[] = [',
          ...sameAsEnglish.map((name) => `  ${quote(name)},`),
          '];',
          '',
        ]
      : []),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, language] = process.argv.slice(2);
  const english = await englishWords();
  if (command === 'keys') {
    for (const [namespace, { english: words }] of english)
      for (const [name, text] of Object.entries(words)) console.log(`${namespace}.${name}\t${JSON.stringify(text)}`);
  } else if (command === 'template' && language) {
    process.stdout.write(catalogueText(language, english, (await catalogue(language)) ?? {}));
  } else {
    console.error('usage: node scripts/words.mjs keys | template <language>');
    process.exitCode = 1;
  }
}
