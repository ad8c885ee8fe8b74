import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import type { LibraryIconProps } from './site-icon.library';
import { glyphs } from './site-icon.glyphs.model';
import { parseIconName } from './site-icon.model';
import type { SiteIconProps } from './site-icon.attributes';
import sheet from './site-icon.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [sheet];

/** Icons from the library (fetch, sanitise, draw) are a chunk: pages with built-in glyphs only never load it. */
const LibraryIcon = lazyView(
  () =>
    import('./site-icon.library').catch((error: Error) => {
      console.error(`<site-icon>: could not load the icon loader (${error.message}); nothing is drawn.`);
      return { LibraryIcon: IconBox };
    }),
  (module): ComponentType<LibraryIconProps & HostProps> => module.LibraryIcon,
);

interface ResolvedIcon {
  /** A built-in glyph's path, drawn inline at once. */
  path?: string;
  /** Any other glyph, fetched from the icon library. */
  library?: { glyph: string; filled: boolean };
  size?: number;
  error?: string;
}

export function SiteIcon({ name, label, host }: SiteIconProps & HostProps) {
  const icon = useMemo(() => resolveIcon(name), [name]);
  useEffect(() => {
    if (icon.error) console.error(`<site-icon>: ${icon.error}; nothing is drawn.`);
  }, [icon]);
  const { size } = icon;
  if (icon.library) {
    return (
      <Suspense fallback={<IconBox size={size!} />}>
        <LibraryIcon {...icon.library} size={size!} label={label} host={host} />
      </Suspense>
    );
  }
  if (!icon.path) return null;
  return (
    <svg
      part="svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <path d={icon.path} />
    </svg>
  );
}

function resolveIcon(name: string): ResolvedIcon {
  if (!name) return {};
  const parsed = parseIconName(name);
  if (!parsed) {
    return { error: `name "${name}" must be a lowercase name, optional "_fill1" and a size (_20, _24, _40, _48)` };
  }
  const glyph = glyphs[parsed.glyph];
  if (!glyph) return { library: { glyph: parsed.glyph, filled: parsed.filled }, size: parsed.size };
  return { path: (parsed.filled && glyph.filled) || glyph.outlined, size: parsed.size };
}

/** The icon's box, of its size from the first frame: nothing moves when the SVG arrives. */
export function IconBox({ size, status = 'loading' }: { size: number; status?: string }) {
  return <span part="box" data-state={status} style={{ display: 'block', width: size, height: size }} />;
}
