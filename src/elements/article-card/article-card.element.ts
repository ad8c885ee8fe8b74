import type { ElementDefinition } from '../../platform/runtime/define-element';
import { ArticleCard, styles } from './article-card';
import { articleCardAttributes, type ArticleCardProps } from './article-card.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. With `article-id` it fetches
 * `GET {api}/api/articles/{article-id}` (docs/RULES.md §7; the answer is one article of
 * article-list's list) and shows it as a card: image, linked title, date, reading time, summary.
 * A skeleton holds the card's box while it loads; an unknown article (404 or `{}`) shows
 * `missing-text`, a failure `error-text` with a retry button. Without `article-id` the card shows
 * its server-rendered content through slots. Slotted content is also the fallback while a
 * fetched article loads or when it fails. Dates are in the page locale (`<body data-locale>`),
 * relative ("3 days ago") for articles younger than 7 days and the long date otherwise.
 * @summary One article teaser, fetched by id or from server-rendered content.
 * @attr article-id - the article to fetch; without it the card shows its slotted content.
 * @attr api - the forms API base URL the article is fetched from (default `<body data-forms-api>`, else the page origin).
 * @attr heading-level - the level of a fetched article's title heading, 2 to 6 (default 3).
 * @attr reading-minutes - the reading time of slotted content, in minutes (fetched articles bring their own).
 * @attr loading-label - announced while the article loads (default `Loading the article…`).
 * @attr missing-text - shown when the article does not exist (default `This article is no longer available.`).
 * @attr error-text - shown when the article cannot be loaded (default `We could not load this article.`).
 * @attr retry-label - the retry button's text (default `Try again`).
 * @attr reading-time-label - the reading time; `{minutes}` is the number (default `{minutes} min read`).
 * @slot image - the article's image (slotted content).
 * @slot title - the article's heading with its link (slotted content).
 * @slot date - a `<time datetime="…">`; the card shows its date formatted in the page locale.
 * @slot - the summary (slotted content).
 * @csspart base - the wrapper of a fetched card.
 * @csspart article - the card (`article skeleton` while loading).
 * @csspart media - the image box (16:9).
 * @csspart body - the card's text.
 * @csspart title - the title heading.
 * @csspart link - the title link of a fetched article (the whole card follows it).
 * @csspart meta - the date and reading time.
 * @csspart summary - the summary.
 * @csspart state - the missing (`state state-missing`) and failed (`state state-failed`) messages.
 * @csspart button - the retry button (`button retry`).
 */
export const articleCard: ElementDefinition<ArticleCardProps> = {
  tag: 'article-card',
  attributes: articleCardAttributes,
  view: ArticleCard,
  styles,
};
