import type { ElementDefinition } from '../../platform/runtime/define-element';
import { ArticleList, styles } from './article-list';
import { articleListAttributes, type ArticleListProps } from './article-list.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Fetches `GET {src}?page=N&per_page=M`, which
 * answers `{ items: [{ id, title, url, published_at, image?, image_alt?, summary?,
 * reading_minutes?, body? }], total? }`. Dates are in the page locale (`<body data-locale>`),
 * relative ("3 days ago") for articles younger than 7 days and the long date otherwise; the
 * reading time is `reading_minutes`, or the `body`'s words at 200 per minute. "Load more" appends
 * the next page and moves focus to its first article; it disappears after the last page (from
 * `total`, or a page shorter than `page-size`). While loading, skeleton cards hold the cards'
 * box; an empty answer shows `empty-text`, a failure `error-text` and a retry button. Grid: one
 * column below 768 px, two to 991 px, three from 992 px (docs/RULES.md §9).
 * @summary A paged grid of article teasers (image, title, date, reading time) with "Load more".
 * @attr src - the articles endpoint (default `{forms-api}/api/articles`, `<body data-forms-api>`).
 * @attr page-size - articles per page, 1 to 48 (default 6); also the number of loading skeletons.
 * @attr heading-level - the level of each article's title heading, 2 to 6 (default 3).
 * @attr label - the list's accessible name (default `Articles`).
 * @attr more-label - the "Load more" button's text (default `Load more articles`).
 * @attr loading-label - announced while articles load (default `Loading articles…`).
 * @attr count-label - announced after "Load more"; `{shown}` is the number shown (default `{shown} articles shown`).
 * @attr empty-text - shown when there are no articles (default `No articles have been published yet. Please check back soon.`).
 * @attr error-text - shown when the articles cannot be loaded (default `We could not load the articles.`).
 * @attr more-error-text - shown when the next page cannot be loaded (default `We could not load more articles.`).
 * @attr retry-label - the retry button's text (default `Try again`).
 * @attr reading-time-label - the reading time; `{minutes}` is the number (default `{minutes} min read`).
 * @csspart base - the wrapper section.
 * @csspart list - the grid of articles.
 * @csspart article - one article card (`article skeleton` while loading).
 * @csspart media - the card's image box (16:9).
 * @csspart body - the card's text.
 * @csspart title - the title heading.
 * @csspart link - the title link (the whole card follows it).
 * @csspart meta - the date and reading time.
 * @csspart summary - the summary (three lines at most).
 * @csspart footer - holds the "Load more" button.
 * @csspart button - the "Load more" (`button more`) and retry (`button retry`) buttons.
 * @csspart state - the empty (`state state-empty`) and failed (`state state-failed`) messages.
 * @csspart more-error - the message when the next page failed.
 * @cssproperty --site-article-list-min-height - the box held before the element upgrades (default 420px).
 */
export const articleList: ElementDefinition<ArticleListProps> = {
  tag: 'article-list',
  attributes: articleListAttributes,
  view: ArticleList,
  styles,
};
