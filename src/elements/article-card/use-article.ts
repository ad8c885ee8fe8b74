/**
 * One article from `GET {api}/api/articles/{id}` (docs/RULES.md §7) through loadContent (3 s
 * timeout, one warning naming the URL on failure), read by articleState; `retry` asks again. A
 * new URL loads again; unmounting cancels.
 */
import { useCallback, useEffect, useState } from 'react';
import { loadContent } from '../../services/content/content-source';
import { readOneArticle } from '../../widgets/articles/article-data';
import { articleState, type ArticleState } from './article-card.model';

export function useArticle(url: string | null): ArticleState & { retry(): void } {
  const [state, setState] = useState<{ key: string; value: ArticleState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${url}`;

  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    void loadContent(url, readOneArticle, { signal: abort.signal, who: '<article-card>' }).then((result) => {
      if (!abort.signal.aborted) setState({ key: `${attempt} ${url}`, value: articleState(result) });
    });
    return () => abort.abort();
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const value = state?.key === key ? state.value : { status: 'loading' as const };
  return { ...value, retry };
}
