/**
 * The URL hash as a selection, for every element whose choices a link can name (tabs-with-slots,
 * hash-blocks, version-switcher, select-switcher, form-popup): one way to follow the hash and
 * one way to write it.
 */
import { useEffect, useRef } from 'react';
import { keyForHash } from './hash-selection';

export interface HashSelectionOptions {
  /** Follow the hash at all (an element whose `hash` attribute is off does not). Default true. */
  enabled?: boolean;
  /** Also when the element mounts, not only when the hash changes. Default true. */
  onMount?: boolean;
  /** Also on back and forward between entries of one page (elements that push entries). */
  backForward?: boolean;
}

/**
 * Calls `onHash(index, hash)` with the index of `keys` the URL hash names (-1 for none, see
 * keyForHash) when it changes and, unless told not to, on mount; the latest `onHash` runs.
 */
export function useHashSelection(
  keys: readonly string[],
  onHash: (index: number, hash: string) => void,
  { enabled = true, onMount = true, backForward = false }: HashSelectionOptions = {},
) {
  const latest = useRef(onHash);
  latest.current = onHash;
  const keyList = keys.join('\n');
  useEffect(() => {
    if (!enabled) return;
    const list = keyList === '' ? [] : keyList.split('\n');
    const follow = () => latest.current(keyForHash(list, location.hash), location.hash);
    if (onMount) follow();
    addEventListener('hashchange', follow);
    // Back and forward fire popstate, and hashchange too when the hash differs: both are safe.
    if (backForward) addEventListener('popstate', follow);
    return () => {
      removeEventListener('hashchange', follow);
      removeEventListener('popstate', follow);
    };
  }, [keyList, enabled, onMount, backForward]);
}

/**
 * Puts `key` in the URL hash ('' removes the hash), without the browser's jump to an element of
 * that id and without a hashchange: `replace` for a selection that follows the visitor (no
 * history entry per click), `push` for one that Back should undo.
 */
export function putHash(key: string, how: 'replace' | 'push') {
  const url = `${location.pathname}${location.search}${key ? `#${key}` : ''}`;
  if (how === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
}
