/**
 * Where `<site-icon>` finds an icon it does not draw itself: a URL per glyph. Small and eager
 * (the entry re-exports `registerIconLibrary`); the fetching and sanitising live in
 * `icon-loader.ts`, a chunk loaded only when such an icon is used.
 */
import { pageConfig } from '../../platform/dom/page-config';

/** The URL of a glyph's SVG, e.g. `(glyph, filled) => \`https://cdn.example/${glyph}.svg\``. */
export type IconResolver = (glyph: string, filled: boolean) => string;

/** The default library: `{data-icon-base}{glyph}[_fill1].svg`, `/icons/` on the page's origin by default. */
export const defaultIconResolver: IconResolver = (glyph, filled) =>
  `${pageConfig().iconBase}${glyph}${filled ? '_fill1' : ''}.svg`;

let resolver: IconResolver = defaultIconResolver;

/**
 * Fetches icons from another library (as Shoelace's registerIconLibrary does). Icons drawn
 * afterwards use it; returns a function that restores the previous library.
 */
export function registerIconLibrary(resolve: IconResolver): () => void {
  const previous = resolver;
  resolver = resolve;
  return () => {
    if (resolver === resolve) resolver = previous;
  };
}

/** The absolute URL of a glyph in the current library. */
export function iconUrl(glyph: string, filled: boolean): string {
  return new URL(resolver(glyph, filled), location.href).href;
}
