/**
 * The shape check of a JSON attribute in a lazily loaded view (the eager definition parses the
 * JSON only, to stay small): one console error per bad value, naming the element and attribute.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { JsonCheck } from '../../platform/runtime/attributes';
import { attributeError } from './tabs.model';

/** Logs `message` once for each `key` it is given with (a re-render with the same key is quiet). */
export function useConsoleErrorOnce(message: string | null, key: unknown) {
  const logged = useRef<{ key: unknown } | null>(null);
  useEffect(() => {
    if (message === null) {
      logged.current = null;
      return;
    }
    if (logged.current && Object.is(logged.current.key, key)) return;
    logged.current = { key };
    console.error(message);
  }, [message, key]);
}

/** `value` as a list when `check` accepts it, else null after one console error. */
export function useCheckedList<Item>(value: unknown, check: JsonCheck, tag: string, attribute = 'tabs') {
  const problem = useMemo(() => check(value), [value, check]);
  useConsoleErrorOnce(problem === null ? null : attributeError(tag, attribute, problem), value);
  return problem === null ? (value as readonly Item[]) : null;
}
