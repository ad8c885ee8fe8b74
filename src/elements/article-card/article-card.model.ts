/** article-card's rules: where an article is fetched from and what an answer means. Pure. */
import type { ContentResult } from '../../services/content/content-source';
import type { Article } from '../../widgets/articles/article-data';

export type ArticleState =
  { status: 'loading' } | { status: 'ready'; article: Article } | { status: 'missing' } | { status: 'failed' };

/** `{api}/api/articles/{id}` (docs/RULES.md §7), the id escaped, trailing slashes of the base dropped. */
export function articleUrl(api: string, id: string): string {
  return `${api.replace(/\/+$/, '')}/api/articles/${encodeURIComponent(id.trim())}`;
}

/**
 * What the visitor sees for an answer: the article; "no longer available" for a 4xx (404: the
 * id is unknown) or `{}`; a failure with a retry for a server error, a timeout or another shape.
 */
export function articleState(result: ContentResult<Article>): ArticleState {
  if (result.status === 'ready') return { status: 'ready', article: result.data };
  if (result.status === 'empty' || result.code === 'ERR_BAD_REQUEST') return { status: 'missing' };
  return { status: 'failed' };
}

/** The heading level of a fetched title: 2 to 6, 3 for anything else. */
export function headingLevel(value: number): number {
  return Number.isFinite(value) ? Math.min(6, Math.max(2, Math.round(value))) : 3;
}
