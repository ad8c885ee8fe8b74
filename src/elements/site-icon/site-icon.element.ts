import type { ElementDefinition } from '../../platform/runtime/define-element';
import { SiteIcon, styles } from './site-icon';
import { siteIconAttributes, type SiteIconProps } from './site-icon.attributes';

/**
 * Built-in glyphs, drawn inline at once: check, close, expand_more, expand_less, arrow_upward,
 * arrow_downward, menu, search, error, info, check_circle, add, remove. Any other glyph is
 * fetched once per page from the icon library: by default the Material Symbols shipped in
 * `icons/` beside the script (outlined; filled for `fill1`); `{data-icon-base}{glyph}[_fill1].svg`
 * when `<body data-icon-base>` is set; or the URL a resolver given to
 * `registerIconLibrary((glyph, filled) => url)` returns. The fetched SVG is cut down to
 * an allow-list (shapes, gradients, clips, masks, filters; references only to `#fragments`; no
 * style, image, link, text, script or animation), so an icon can neither run code nor make a
 * request, and it is drawn at the name's size in a box that clips it; the box has that size while
 * it loads, and stays empty, with one console error naming the URL, when the icon cannot be had
 * (404, not an SVG).
 * @summary An icon: a built-in glyph, or any glyph of an icon library.
 * @attr name - `glyph[_fill1]_size`, size 20, 24, 40 or 48 (e.g. `check_24`, `info_fill1_40`). An invalid name logs an error and draws nothing.
 * @attr label - accessible name; without it the icon is hidden from assistive technology.
 * @csspart svg - the drawn icon.
 * @csspart box - the box of a library icon (its size from the name), empty while the SVG loads; `data-state="loading|ready|failed"`.
 */
export const siteIcon: ElementDefinition<SiteIconProps> = {
  tag: 'site-icon',
  attributes: siteIconAttributes,
  view: SiteIcon,
  styles,
};
