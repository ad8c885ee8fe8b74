/**
 * A lazy widget's remote data as React state: `loading` until the answer (or the 3 s timeout),
 * then `ready`, `empty` or `failed` (src/services/content/content-source.ts). A new URL loads
 * again, and so does `retry` (the "Try again" of a failed load); an unmounted widget cancels its
 * request. With no URL the state is `empty` at once: the widget shows its data from an attribute
 * or its documented default. The one loader of the content widgets.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadContent, type ContentReader, type ContentResult } from '../../services/content/content-source';

export type RemoteContent<T> = { status: 'loading' } | ContentResult<T>;

const LOADING = { status: 'loading' } as const;
const EMPTY = { status: 'empty' } as const;

/** The content, the same object until it changes, and `retry`, which loads it again. */
export function useRemoteContent<T>(
  url: string,
  read: ContentReader<T>,
  who: string,
): RemoteContent<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${url}`;
  const [state, setState] = useState<{ key: string; result: RemoteContent<T> } | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    void loadContent(url, read, { signal: controller.signal, who }).then((result) => {
      if (!controller.signal.aborted) setState({ key: `${attempt} ${url}`, result });
    });
    return () => controller.abort();
    // `read` and `who` are fixed per widget: a new URL or attempt is what loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const result: RemoteContent<T> = !url ? EMPTY : state?.key === key ? state.result : LOADING;
  return useMemo(() => ({ ...result, retry }), [result, retry]);
}
