/**
 * The words the library writes itself (docs/CONTRACT.md, "Language"): each element's English
 * source sits beside it (`<name>.words.ts`), each other language is one lazy catalogue
 * (`src/catalogues/<language>.ts`). Types only: no code.
 */

/**
 * One text: a string with `{name}` placeholders, or, where a `{count}` decides the wording, one
 * string per plural category of `Intl.PluralRules` for the language (`other` always).
 */
export type Text = string | PluralText;
export type PluralText = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

/** An element's (or a shared widget's) words: its namespace and its English texts by key. */
export interface Words {
  readonly namespace: string;
  readonly english: Readonly<Record<string, Text>>;
}

/** A language's catalogue: namespace → key → text, for every namespace of the English source. */
export type Catalogue = Readonly<Record<string, Readonly<Record<string, Text>>>>;
