/**
 * The article pages of article-list: the first page on mount (and when `src` or the page size
 * changes), the next one on `loadMore`. Each request goes through loadContent (3 s timeout, one
 * warning naming the URL on failure); a failed first page can be retried, a failed next page too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadContent } from '../../services/content/content-source';
import { articlesPageUrl, readArticlePage } from '../../widgets/articles/article-data';
import { addPage, noPages, type Paging } from './article-list.model';

export type ListStatus = 'loading' | 'ready' | 'empty' | 'failed';
export type MoreStatus = 'idle' | 'loading' | 'failed';

export interface ArticlePages extends Paging {
  status: ListStatus;
  more: MoreStatus;
  loadMore(): void;
  retry(): void;
}

const WHO = '<article-list>';

export function useArticlePages(src: string, perPage: number): ArticlePages {
  const [paging, setPaging] = useState<Paging>(noPages);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [more, setMore] = useState<MoreStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    setPaging(noPages);
    setStatus('loading');
    setMore('idle');
    void loadContent(articlesPageUrl(src, 1, perPage, location.href), readArticlePage, {
      signal: abort.signal,
      who: WHO,
    }).then((result) => {
      if (abort.signal.aborted) return;
      if (result.status === 'ready') setPaging(addPage(noPages, 1, result.data, perPage));
      setStatus(result.status);
    });
    return () => abort.abort();
  }, [src, perPage, attempt]);

  const loadMore = useCallback(() => {
    if (more === 'loading' || !paging.hasMore) return;
    const signal = controller.current!.signal;
    const next = paging.page + 1;
    setMore('loading');
    void loadContent(articlesPageUrl(src, next, perPage, location.href), readArticlePage, { signal, who: WHO }).then(
      (result) => {
        if (signal.aborted) return;
        if (result.status === 'failed') return setMore('failed');
        setPaging((current) => addPage(current, next, result.status === 'ready' ? result.data : null, perPage));
        setMore('idle');
      },
    );
  }, [more, paging, src, perPage]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { ...paging, status, more, loadMore, retry };
}
