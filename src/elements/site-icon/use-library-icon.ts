import { useEffect, useState } from 'react';
import { iconUrl } from '../../services/icons/icon-url';

export type LibraryIcon =
  { status: 'none' | 'loading' | 'failed'; svg?: undefined } | { status: 'ready'; svg: SVGSVGElement };

/**
 * A glyph the element does not draw itself, from the icon library: the fetching and sanitising
 * chunk is imported here, on first use, so pages with only built-in glyphs never load it.
 * `glyph` null: no library icon (status `none`).
 */
export function useLibraryIcon(glyph: string | null, filled: boolean): LibraryIcon {
  const [icon, setIcon] = useState<LibraryIcon>({ status: glyph ? 'loading' : 'none' });
  useEffect(() => {
    if (!glyph) return setIcon({ status: 'none' });
    let current = true;
    setIcon({ status: 'loading' });
    const url = iconUrl(glyph, filled);
    import('../../services/icons/icon-loader')
      .then(({ loadIcon }) => loadIcon(url, '<site-icon>'))
      .catch((error: Error) => {
        console.error(`<site-icon>: could not load the icon loader (${error.message}); nothing is drawn.`);
        return null;
      })
      .then((svg) => {
        if (current) setIcon(svg ? { status: 'ready', svg } : { status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [glyph, filled]);
  return icon;
}
