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

export const attr = {
  string: (fallback = ''): Attribute<string> => ({ parse: (value) => value, fallback }),

  number: (fallback: number): Attribute<number> => ({
    fallback,
    parse(value) {
      const number = Number(value.trim());
      if (!Number.isFinite(number)) throw new AttributeError(`expected a number, got "${value}"`);
      return number;
    },
  }),

  /** Present (`x`, `x=""`, `x="true"`) is true; absent or `"false"` is false. */
  boolean: (): Attribute<boolean> => ({
    fallback: false,
    isBoolean: true,
    parse: (value) => value.trim().toLowerCase() !== 'false',
  }),

  /** A comma list: `"EURUSD, GBPUSD,"` gives `['EURUSD', 'GBPUSD']`. */
  list: (fallback: readonly string[] = []): Attribute<readonly string[]> => ({
    fallback,
    parse: (value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
  }),

  oneOf: <T extends string>(values: readonly T[], fallback: T): Attribute<T> => ({
    fallback,
    parse(value) {
      const match = values.find((candidate) => candidate === value.trim());
      if (match === undefined) {
        throw new AttributeError(`expected one of ${values.join(', ')}, got "${value}"`);
      }
      return match;
    },
  }),

  json: <T>(fallback: T, check?: JsonCheck): Attribute<T> => ({
    fallback,
    parse(value) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch (error) {
        throw new AttributeError(`is not valid JSON (${(error as Error).message})`);
      }
      const problem = check?.(parsed);
      if (problem) throw new AttributeError(problem);
      return parsed as T;
    },
  }),
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

/** Parses one attribute value (null when absent) against its schema entry, never throwing. */
export function readAttribute<T>(schema: Attribute<T>, value: string | null): AttributeResult<T> {
  if (value === null) return { value: schema.fallback };
  if (value.trim() === '' && !schema.isBoolean) return { value: schema.fallback };
  try {
    return { value: schema.parse(value) };
  } catch (error) {
    if (!(error instanceof AttributeError)) throw error;
    return { value: schema.fallback, error: error.message };
  }
}
