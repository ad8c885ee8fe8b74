import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { articleShareAttributes, type ArticleShareProps } from './article-share.attributes';

// Below the article on most pages: the view is its own chunk, the document sheet holds its row.
const view = lazyView(
  () => import('./article-share'),
  (module) => module.ArticleShare,
);

/**
 * Each network is a real link to its share page (`target="_blank"`), so middle-click and pages
 * without script work; a plain click opens it in a 500×500 window instead (docs/RULES.md §2), and
 * when the browser blocks that window the link is followed as usual. Where the browser can share
 * natively (`navigator.share`), a "Share" button comes first. Networks: Facebook, LinkedIn,
 * X (Twitter), Telegram. A `url` that is not an absolute http(s) URL logs one console error and
 * the page's own URL is shared.
 * @summary Share links for the current article: native share, Facebook, LinkedIn, X, Telegram.
 * @attr url - the address to share (default: the page's `<link rel="canonical">`, else its location).
 * @attr title - the title to share (default: the document's title).
 * @attr label - the accessible name of the list of links.
 * @attr share-label - the text of the native share button.
 * @csspart list - the list of share links.
 * @csspart link - each share link, and the native share button (which is also `native-share`).
 * @csspart icon - each link's glyph.
 * @cssproperty --site-share-color - the glyphs' colour.
 * @cssproperty --site-share-background - the links' background.
 */
export const articleShare: ElementDefinition<ArticleShareProps> = {
  tag: 'article-share',
  attributes: articleShareAttributes,
  view,
};
