/**
 * Which icon library `<site-icon>` fetches the glyphs it does not draw itself from. Small and
 * eager (the entry re-exports `registerIconLibrary`); the default library's URLs are made in
 * `icon-url.ts` and the fetching and sanitising live in `icon-loader.ts`, both in chunks loaded
 * only when such an icon is used.
 */

/** The URL of a glyph's SVG, e.g. `(glyph, filled) => \`https://cdn.example/${glyph}.svg\``. */
export type IconResolver = (glyph: string, filled: boolean) => string;

let resolver: IconResolver | null = null;

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

/** The library registered last, or null: the default one. */
export const registeredIconLibrary = (): IconResolver | null => resolver;
