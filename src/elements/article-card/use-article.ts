/**
 * One article from `GET {api}/api/articles/{id}` (docs/RULES.md §7) through the content widgets'
 * loader (3 s timeout, one warning naming the URL on failure), read by articleState; `retry`
 * asks again.
 */
import { useMemo } from 'react';
import { readOneArticle } from '../../widgets/articles/article-data';
import { useRemoteContent } from '../../widgets/remote-content/use-remote-content';
import { articleState, type ArticleState } from './article-card.model';

export function useArticle(url: string | null): ArticleState & { retry(): void } {
  const content = useRemoteContent(url ?? '', readOneArticle, '<article-card>');
  return useMemo(
    () => ({ ...(content.status === 'loading' ? content : articleState(content)), retry: content.retry }),
    [content],
  );
}
