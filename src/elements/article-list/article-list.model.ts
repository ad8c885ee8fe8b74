/**
 * "Load more" paging of article-list: the pages loaded so far, whether another follows, and
 * where the newest page starts (focus goes there). Pure: no DOM, no React, no I/O.
 */
import { hasMorePages, type Article, type ArticlePage } from '../../widgets/articles/article-data';

export const DEFAULT_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 48;

export interface Paging {
  articles: Article[];
  /** The last page loaded (1-based); 0 before the first. */
  page: number;
  hasMore: boolean;
  /** Index of the first article of the newest page, after "Load more"; null after the first page. */
  firstNew: number | null;
}

export const noPages: Paging = { articles: [], page: 0, hasMore: false, firstNew: null };

/** The `page-size` attribute as a page size the API accepts: a whole number from 1 to MAX_PAGE_SIZE. */
export function pageSize(value: number): number {
  if (!Number.isFinite(value) || value < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.floor(value));
}

/**
 * `paging` after page `page` arrived. An article already shown (a new one published between
 * two requests shifts the pages) is not shown twice.
 */
export function addPage(paging: Paging, page: number, answer: ArticlePage | null, perPage: number): Paging {
  const shown = new Set(paging.articles.map((article) => article.id));
  const fresh = (answer?.articles ?? []).filter((article) => !shown.has(article.id));
  const articles = [...paging.articles, ...fresh];
  const received = answer?.articles.length ?? 0;
  return {
    articles,
    page,
    hasMore: received > 0 && hasMorePages(articles.length, answer?.total ?? null, received, perPage),
    firstNew: page > 1 && fresh.length > 0 ? paging.articles.length : null,
  };
}
