/**
 * The URL `<site-icon>` fetches a glyph from: the registered library's (icon-library.ts), else
 * `{data-icon-base}{glyph}[_fill1].svg`, else the Material Symbols the build ships in `icons/`
 * beside the entry script (scripts/rollup-icons.mjs), so dist/ served from any path draws every
 * icon name with no configuration. Imported by the lazy library-icon view, not by the entry.
 */
import shippedIcons from 'virtual:icon-base';
import { pageConfig } from '../../platform/dom/page-config';
import { registeredIconLibrary, type IconResolver } from './icon-library';

const defaultIconResolver: IconResolver = (glyph, filled) =>
  `${pageConfig().iconBase ?? shippedIcons}${glyph}${filled ? '_fill1' : ''}.svg`;

/** The absolute URL of a glyph in the current library; a relative one is read against the page. */
export function iconUrl(glyph: string, filled: boolean): string {
  const resolve = registeredIconLibrary() ?? defaultIconResolver;
  return new URL(resolve(glyph, filled), location.href).href;
}
