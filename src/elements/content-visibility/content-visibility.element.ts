import type { ElementDefinition } from '../../platform/runtime/define-element';
import { ContentVisibility } from './content-visibility';
import { contentVisibilityAttributes, type ContentVisibilityProps } from './content-visibility.attributes';

/**
 * The page's product type is the first segment of its URL path that is `cfd`, `etf`, `sb` or
 * `stock` (`/en/etf/fees` is etf), else `cfd`.
 * @summary Content shown for some product types only.
 * @attr types - comma list of product types (cfd, etf, sb, stock) the content is shown for; without it the content is never shown. An unknown type logs an error and hides the content.
 * @slot - the content.
 */
export const contentVisibility: ElementDefinition<ContentVisibilityProps> = {
  tag: 'content-visibility',
  attributes: contentVisibilityAttributes,
  view: ContentVisibility,
};
