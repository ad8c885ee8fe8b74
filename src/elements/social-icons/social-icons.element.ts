import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { socialIconsAttributes, type SocialIconsProps } from './social-icons.attributes';

// In the footer of most pages: the view is its own chunk, the document sheet holds its row.
const view = lazyView(
  () => import('./social-icons'),
  (module) => module.SocialIcons,
);

/**
 * One link per profile attribute given, in a fixed order (Facebook, LinkedIn, X, YouTube,
 * Telegram, Instagram), opening in a new tab; profiles not given are not shown. A profile that is
 * not an absolute http(s) URL logs one console error naming its attribute and is left out.
 * @summary Links to the broker's profiles on social networks, as 44 px icons.
 * @attr facebook - the Facebook profile's URL.
 * @attr linkedin - the LinkedIn profile's URL.
 * @attr twitter - the X (Twitter) profile's URL.
 * @attr youtube - the YouTube channel's URL.
 * @attr telegram - the Telegram channel's URL.
 * @attr instagram - the Instagram profile's URL.
 * @attr label - the accessible name of the list of links.
 * @csspart list - the list of links.
 * @csspart link - each profile link.
 * @csspart icon - each link's glyph.
 * @cssproperty --site-share-color - the glyphs' colour.
 * @cssproperty --site-share-background - the links' background.
 */
export const socialIcons: ElementDefinition<SocialIconsProps> = {
  tag: 'social-icons',
  attributes: socialIconsAttributes,
  view,
};
