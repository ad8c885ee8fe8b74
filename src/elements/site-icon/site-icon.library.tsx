/**
 * A glyph the element does not draw itself, from the icon library (src/services/icons): fetched
 * once per page, sanitised, drawn at the size its name gives. This part is its own chunk.
 */
import { useLayoutEffect, useRef } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { useLibraryIcon } from './use-library-icon';

export interface LibraryIconProps {
  glyph: string;
  filled: boolean;
  size: number;
  label: string;
}

/**
 * A library icon in a box of its size from the first frame (nothing moves when the SVG arrives),
 * empty while it loads or when it cannot be had. The sanitised SVG is imported as a DOM copy,
 * never re-parsed as HTML.
 */
export function LibraryIcon({ glyph, filled, size, label }: LibraryIconProps & HostProps) {
  const { svg, status } = useLibraryIcon(glyph, filled);
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!svg) return void box.current!.replaceChildren();
    const copy = document.importNode(svg, true);
    const width = copy.getAttribute('width');
    const height = copy.getAttribute('height');
    // Sized from the name: the file's own size only gives the drawing's grid when it has no viewBox.
    if (!copy.hasAttribute('viewBox') && width && height)
      copy.setAttribute('viewBox', `0 0 ${parseFloat(width)} ${parseFloat(height)}`);
    copy.setAttribute('width', String(size));
    copy.setAttribute('height', String(size));
    copy.setAttribute('part', 'svg');
    copy.setAttribute('focusable', 'false');
    if (!copy.hasAttribute('fill')) copy.setAttribute('fill', 'currentColor');
    if (label) {
      copy.setAttribute('role', 'img');
      copy.setAttribute('aria-label', label);
    } else {
      copy.setAttribute('aria-hidden', 'true');
    }
    box.current!.replaceChildren(copy);
  }, [svg, size, label]);
  return <span ref={box} part="box" data-state={status} style={{ display: 'block', width: size, height: size }} />;
}
