/**
 * Every built-in catalogue against the English source (docs/LANGUAGES.md): each key of each
 * namespace, no key the source lacks, each plural with its language's categories, the same
 * placeholders, and no text left in English but the keys the catalogue lists in `sameAsEnglish`.
 *   node --test scripts/catalogues.test.mjs                   all 34 (each must be complete)
 *   CATALOGUES=de,fr node --test scripts/catalogues.test.mjs  these languages
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogue, englishWords, LANGUAGE_NAMES, pluralCategories } from './words.mjs';

const english = await englishWords();
const chosen = process.env.CATALOGUES;
const languages =
  !chosen || chosen === 'all' ? Object.keys(LANGUAGE_NAMES) : chosen.split(',').map((name) => name.trim());

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Letters left when the placeholders are out: a text of none (`{index} / {count}`) may stay as it is. */
const hasWords = (text) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

/** What is wrong with one language's catalogue, one line each; empty when it is complete. */
function problems(language, { texts, sameAsEnglish }) {
  const found = [];
  const allowed = new Set(sameAsEnglish);
  for (const namespace of Object.keys(texts))
    if (!english.has(namespace)) found.push(`unknown namespace "${namespace}"`);
  for (const [namespace, { english: words }] of english) {
    const translated = texts[namespace] ?? {};
    for (const name of Object.keys(translated))
      if (!Object.hasOwn(words, name)) found.push(`unknown key ${namespace}.${name}`);
    for (const [name, source] of Object.entries(words)) {
      const id = `${namespace}.${name}`;
      const text = translated[name];
      if (text === undefined) {
        found.push(`missing ${id}`);
        continue;
      }
      const plural = typeof source !== 'string';
      if (plural !== (typeof text !== 'string') || (plural && (typeof text !== 'object' || text === null))) {
        found.push(`${id} must be ${plural ? 'a plural object' : 'a string'}, as in English`);
        continue;
      }
      const forms = plural ? Object.entries(text) : [['', text]];
      if (plural) {
        const categories = pluralCategories(language);
        const given = Object.keys(text);
        for (const category of categories)
          if (!given.includes(category)) found.push(`${id} lacks the plural form "${category}"`);
        for (const category of given)
          if (!categories.includes(category)) found.push(`${id} has "${category}", not a plural form of ${language}`);
      }
      const expected = placeholders(plural ? source.other : source);
      for (const [category, form] of forms) {
        const where = category ? `${id}.${category}` : id;
        // An empty English text (a message the page writes, when it gives one) stays empty.
        const empty = (plural ? (source[category] ?? source.other) : source) === '';
        if (empty) {
          if (form !== '') found.push(`${where} must be empty, as in English`);
          continue;
        }
        if (typeof form !== 'string' || form.trim() === '') {
          found.push(`${where} is empty`);
          continue;
        }
        // A singular form may say "one" in words instead of `{count}`.
        const wanted = category && category !== 'other' ? expected.filter((name) => name !== 'count') : expected;
        const got = placeholders(form).filter((name) => !(wanted !== expected && name === 'count'));
        if (got.join() !== wanted.join())
          found.push(`${where} has placeholders {${got.join('} {')}}, English {${expected.join('} {')}}`);
        const sourceForm = plural ? (source[category] ?? source.other) : source;
        if (form === sourceForm && hasWords(form) && !allowed.has(id))
          found.push(`${where} is the English text "${form}" (list ${id} in sameAsEnglish if it stays on purpose)`);
      }
    }
  }
  for (const id of allowed) {
    const [namespace, ...rest] = id.split('.');
    if (!Object.hasOwn(english.get(namespace)?.english ?? {}, rest.join('.')))
      found.push(`sameAsEnglish names ${id}, no key`);
  }
  return found;
}

for (const language of languages) {
  const name = `${language} (${LANGUAGE_NAMES[language] ?? 'not a built-in language'}) has every key, translated`;
  const loaded = await catalogue(language);
  test(name, () => {
    assert.ok(LANGUAGE_NAMES[language], `${language} is not one of the built-in languages`);
    assert.ok(loaded, `src/catalogues/${language}.ts is missing`);
    const found = problems(language, loaded);
    assert.deepEqual(found, [], `src/catalogues/${language}.ts:\n  ${found.join('\n  ')}`);
  });
}
