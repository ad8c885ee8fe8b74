/**
 * The article answer of the forms API (`GET {forms-api}/api/articles`, `/api/articles/{id}`,
 * docs/RULES.md §7) read into what article-list and article-card show. Pure: no DOM, no I/O.
 * A reader returns null for an answer that is well-formed but holds nothing, and throws a
 * ContentShapeError for another shape (src/services/content/content-source.ts).
 */
import { ContentShapeError } from '../../services/content/content-source';
import { isRecord } from '../../platform/dom/is-record';

export interface Article {
  id: string;
  title: string;
  /** Where the full article lives. */
  url: string;
  /** ISO 8601 publication time. */
  publishedAt: string;
  /** Minutes, from the answer or computed from the text (readingMinutes). */
  readingMinutes: number | null;
  image: string | null;
  /** Empty when the image only decorates (the title says it all). */
  imageAlt: string;
  summary: string;
}

export interface ArticlePage {
  articles: Article[];
  /** All the articles there are, when the answer says; null when it does not. */
  total: number | null;
}

/** Silent reading speed for web text, words per minute. */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read `text` (at least 1 for any text), or null for none. */
export function readingMinutes(text: string, wordsPerMinute = WORDS_PER_MINUTE): number | null {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return words === 0 ? null : Math.max(1, Math.round(words / wordsPerMinute));
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One article of an answer, or a ContentShapeError naming what is missing. */
export function readArticle(raw: unknown): Article {
  if (!isRecord(raw)) throw new ContentShapeError('an article is not an object');
  const id = typeof raw.id === 'number' ? String(raw.id) : text(raw.id);
  const title = text(raw.title);
  const url = text(raw.url);
  const publishedAt = text(raw.published_at);
  if (!id || !title || !url) throw new ContentShapeError(`article ${id || '?'} has no id, title or url`);
  if (Number.isNaN(Date.parse(publishedAt))) throw new ContentShapeError(`article ${id} has no valid published_at`);
  const given = Number(raw.reading_minutes);
  const minutes = Number.isFinite(given) && given > 0 ? Math.round(given) : readingMinutes(text(raw.body));
  return {
    id,
    title,
    url,
    publishedAt,
    readingMinutes: minutes,
    image: text(raw.image) || null,
    imageAlt: text(raw.image_alt),
    summary: text(raw.summary),
  };
}

/** Whether an answer is `{}`: a backend with nothing to say, read as "nothing to show". */
export const isEmptyObject = (body: unknown) =>
  isRecord(body) && !Array.isArray(body) && Object.keys(body).length === 0;

/** A page of `{ items: [...], total? }`: null when it holds no article (or is `{}`). */
export function readArticlePage(body: unknown): ArticlePage | null {
  if (isEmptyObject(body)) return null;
  const items = isRecord(body) ? body.items : undefined;
  if (!Array.isArray(items)) throw new ContentShapeError('expected { items: [...] }');
  if (items.length === 0) return null;
  const total = isRecord(body) && Number.isInteger(body.total) ? (body.total as number) : null;
  return { articles: items.map(readArticle), total };
}

/** The answer to `/api/articles/{id}`: the article itself, or `{}` for nothing. */
export function readOneArticle(body: unknown): Article | null {
  return isEmptyObject(body) ? null : readArticle(body);
}

/** `src` (resolved against `base`, the page's address) with `page` and `per_page` set; other query parameters stay. */
export function articlesPageUrl(src: string, page: number, perPage: number, base: string): string {
  const url = new URL(src, base);
  url.searchParams.set('page', String(page));
  url.searchParams.set('per_page', String(perPage));
  return url.href;
}

/** Whether another page follows `loaded` articles after a page of `lastPageSize` of `perPage`. */
export function hasMorePages(loaded: number, total: number | null, lastPageSize: number, perPage: number): boolean {
  return total === null ? lastPageSize >= perPage : loaded < total;
}
