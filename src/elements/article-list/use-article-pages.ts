/**
 * The article pages of article-list: the first page through the content widgets' loader (again
 * when `src` or the page size changes, or on `retry`), the next one on `loadMore`. Each request
 * goes through loadContent (3 s timeout, one warning naming the URL on failure); a failed next
 * page can be asked for again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadContent } from '../../services/content/content-source';
import { articlesPageUrl, readArticlePage } from '../../widgets/articles/article-data';
import { useRemoteContent } from '../../widgets/remote-content/use-remote-content';
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
  const first = useRemoteContent(articlesPageUrl(src, 1, perPage, location.href), readArticlePage, WHO);
  // The first page's paging, and the signal of the pages after it: a next page still on its way
  // when the first page changes (or the list goes) is cancelled. Made while rendering, so a click
  // between the render and its effects uses this first page's signal.
  const { firstPaging, controller } = useMemo(
    () => ({
      firstPaging: first.status === 'ready' ? addPage(noPages, 1, first.data, perPage) : noPages,
      controller: new AbortController(),
    }),
    [first, perPage],
  );
  // The pages after the first, for the first page they follow: a new first page starts again.
  const [later, setLater] = useState<{ after: typeof first; paging: Paging; more: MoreStatus } | null>(null);
  const { paging, more } = later?.after === first ? later : { paging: firstPaging, more: 'idle' as const };

  useEffect(() => () => controller.abort(), [controller]);

  const loadMore = useCallback(() => {
    if (more === 'loading' || !paging.hasMore) return;
    const { signal } = controller;
    const next = paging.page + 1;
    setLater({ after: first, paging, more: 'loading' });
    void loadContent(articlesPageUrl(src, next, perPage, location.href), readArticlePage, { signal, who: WHO }).then(
      (result) => {
        if (signal.aborted) return;
        if (result.status === 'failed') return setLater({ after: first, paging, more: 'failed' });
        const data = result.status === 'ready' ? result.data : null;
        setLater({ after: first, paging: addPage(paging, next, data, perPage), more: 'idle' });
      },
    );
  }, [controller, first, more, paging, src, perPage]);

  return { ...paging, status: first.status, more, loadMore, retry: first.retry };
}
