import { attr } from '../../platform/runtime/attributes';
import type { ElementDefinition } from '../../platform/runtime/define-element';
import { SiteIcon, type SiteIconProps } from './site-icon';
import styles from './site-icon.css';

/**
 * Glyphs: check, close, expand_more, expand_less, arrow_upward, arrow_downward, menu, search,
 * error, info, check_circle, add, remove.
 * @summary An icon from the library's glyph set.
 * @attr name - `glyph[_fill1]_size`, size 20, 24, 40 or 48 (e.g. `check_24`, `info_fill1_40`). An invalid name logs an error and draws nothing.
 * @attr label - accessible name; without it the icon is hidden from assistive technology.
 * @csspart svg - the drawn icon.
 */
export const siteIcon: ElementDefinition<SiteIconProps> = {
  tag: 'site-icon',
  view: SiteIcon,
  attributes: { name: attr.string(), label: attr.string() },
  styles: [styles],
};
