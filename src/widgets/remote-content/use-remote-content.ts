/**
 * A lazy widget's remote data as React state: `loading` until the answer (or the 3 s timeout),
 * then `ready`, `empty` or `failed` (src/services/content/content-source.ts). A new URL loads
 * again; an unmounted widget cancels its request. With no URL the state is `empty` at once:
 * the widget shows its data from an attribute or its documented default.
 */
import { useEffect, useState } from 'react';
import { loadContent, type ContentReader, type ContentResult } from '../../services/content/content-source';

export type RemoteContent<T> = { status: 'loading' } | ContentResult<T>;

export function useRemoteContent<T>(url: string, read: ContentReader<T>, who: string): RemoteContent<T> {
  const [state, setState] = useState<{ url: string; result: RemoteContent<T> }>({ url, result: { status: 'loading' } });

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    void loadContent(url, read, { signal: controller.signal, who }).then((result) => {
      if (!controller.signal.aborted) setState({ url, result });
    });
    return () => controller.abort();
    // `read` and `who` are fixed per widget: a new URL is what loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  if (!url) return { status: 'empty' };
  return state.url === url ? state.result : { status: 'loading' };
}
