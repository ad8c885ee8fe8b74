/**
 * Attribute schema: how a template's string attribute becomes a typed prop.
 * Pure: no DOM, no React. The element definer applies it and logs failures.
 */

export class AttributeError extends Error {
  override name = 'AttributeError';
}

export interface Attribute<T> {
  /** Turns a non-empty attribute value into the prop; throws AttributeError when it cannot. */
  parse(value: string): T;
  /**
   * Turns a property's value that is not text (a number, a boolean, a list, a JSON object) into
   * the prop, with the same checks as `parse`; throws AttributeError when the kind does not take it.
   */
  accept(value: unknown): T;
  /** The prop when the attribute is absent, empty or malformed. */
  readonly fallback: T;
  /** Boolean attributes are true when present, even when empty. */
  readonly isBoolean?: boolean;
}

export type AttributeSchema<Props> = { [K in keyof Props]: Attribute<Props[K]> };

/** The props a schema gives: an element's props are typed once, by its attributes. */
export type PropsOf<Schema> = { [K in keyof Schema]: Schema[K] extends Attribute<infer T> ? T : never };

/** Returns an error message for a parsed JSON value that has the wrong shape, or null. */
export type JsonCheck = (value: unknown) => string | null;

/** The attribute text a property's value stands for, or undefined when the kind does not take it. */
type Write = (value: unknown) => string | undefined;

/**
 * A kind read from text: a property's value that is not text is written as the attribute text it
 * stands for and parsed, so each check of `parse` holds for properties too.
 */
function kind<T>(fallback: T, parse: (value: string) => T, write: Write = () => undefined): Attribute<T> {
  return {
    fallback,
    parse,
    accept(value) {
      const text = write(value);
      if (text === undefined) throw new AttributeError(`cannot be of type ${typeof value}`);
      return parse(text);
    },
  };
}

const writeTyped =
  (type: 'number' | 'boolean'): Write =>
  (value) =>
    typeof value === type ? String(value) : undefined;

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The attribute kinds. A custom kind gives its own `parse` to the kind whose property values it
 * takes (`attr.string('', parseUrl)`), so a property set to a value is checked as the attribute is.
 */
export const attr = {
  string: (fallback = '', parse = (value: string) => value) => kind(fallback, parse),

  number: (
    fallback: number,
    parse = (value: string) => {
      const number = Number(value.trim());
      if (!Number.isFinite(number)) throw new AttributeError(`expected a number, got "${value}"`);
      return number;
    },
  ) => kind(fallback, parse, writeTyped('number')),

  /** Present (`x`, `x=""`, `x="true"`) is true; absent or `"false"` is false. */
  boolean: (): Attribute<boolean> => ({
    ...kind(false, (value) => value.trim().toLowerCase() !== 'false', writeTyped('boolean')),
    isBoolean: true,
  }),

  /**
   * A comma list: `"EURUSD, GBPUSD,"` gives `['EURUSD', 'GBPUSD']`; as a property, a list of texts
   * or numbers, read as their comma list. A `parse` of its own gives items of another type.
   */
  list: <T = string>(
    fallback: readonly T[] = [],
    parse: (value: string) => readonly T[] = splitList as (value: string) => never[],
  ): Attribute<readonly T[]> =>
    kind(fallback, parse, (value) =>
      Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item))
        ? value.join()
        : undefined,
    ),

  oneOf: <T extends string>(values: readonly T[], fallback: T): Attribute<T> =>
    kind(fallback, (value) => {
      const match = values.find((candidate) => candidate === value.trim());
      if (match === undefined) {
        throw new AttributeError(`expected one of ${values.join(', ')}, got "${value}"`);
      }
      return match;
    }),

  /** A JSON object of texts by key (`translations`, instrument names): checkTexts. */
  texts: <T = Readonly<Record<string, string>>>(): Attribute<T> => attr.json<T>({} as T, checkTexts),

  /** As a property, the value itself (a list, an object) goes through the same check. */
  json: <T>(fallback: T, check?: JsonCheck): Attribute<T> => {
    const accept = (value: unknown) => {
      const problem = check?.(value);
      if (problem) throw new AttributeError(problem);
      return value as T;
    };
    return {
      fallback,
      accept,
      parse(value) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch (error) {
          throw new AttributeError(`is not valid JSON (${(error as Error).message})`);
        }
        return accept(parsed);
      },
    };
  },
};

/** A JSON object of texts (key → text), naming the first entry that is not a string. */
export const checkTexts: JsonCheck = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected a JSON object of texts';
  const wrong = Object.entries(value).find(([, text]) => typeof text !== 'string');
  return wrong ? `"${wrong[0]}" must be a string` : null;
};

/** Checks for JSON attributes that hold a list of objects with string fields. */
export function listOfObjects(required: readonly string[]): JsonCheck {
  return (value) => {
    if (!Array.isArray(value)) return 'expected a JSON list';
    for (const [index, item] of value.entries()) {
      if (typeof item !== 'object' || item === null) return `item ${index} is not an object`;
      const missing = required.find((field) => typeof (item as Record<string, unknown>)[field] !== 'string');
      if (missing) return `item ${index} has no text field "${missing}"`;
    }
    return null;
  };
}

/** `tokenUrl` → `token-url`; names without capitals (`ws_api`) stay as they are. */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Every attribute name that sets `prop`: the kebab-case name, and the lower-cased camelCase
 * name that HTML makes of `tokenUrl="..."` in a template.
 */
export function attributeNames(prop: string): string[] {
  return [...new Set([attributeName(prop), prop.toLowerCase()])];
}

export type AttributeResult<T> = { value: T; error?: undefined } | { value: T; error: string };

/**
 * Reads an attribute's text (null when absent) or a property's value against its schema entry,
 * never throwing: text goes through `parse`, any other value through `accept`; null, undefined
 * and blank text give the fallback.
 */
export function readAttribute<T>(schema: Attribute<T>, value: unknown): AttributeResult<T> {
  if (value == null) return { value: schema.fallback };
  const text = typeof value === 'string';
  if (text && value.trim() === '' && !schema.isBoolean) return { value: schema.fallback };
  try {
    return { value: text ? schema.parse(value) : schema.accept(value) };
  } catch (error) {
    if (!(error instanceof AttributeError)) throw error;
    return { value: schema.fallback, error: error.message };
  }
}
