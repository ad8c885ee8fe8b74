/**
 * A record's value under a key that came as data (an attribute, a URL, remote JSON): its own
 * property only. A plain lookup also finds what every object inherits, so a field named
 * `constructor` read `Object` from a table of labels. Pure.
 */
export const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
