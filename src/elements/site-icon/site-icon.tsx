import { useEffect, useMemo } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { glyphs } from './site-icon.glyphs.model';
import { parseIconName } from './site-icon.model';

export interface SiteIconProps {
  name: string;
  /** Accessible name; without it the icon is decorative. */
  label: string;
}

export function SiteIcon({ name, label }: SiteIconProps & HostProps) {
  const icon = useMemo(() => resolveIcon(name), [name]);
  useEffect(() => {
    if (icon.error) console.error(`<site-icon>: ${icon.error}; nothing is drawn.`);
  }, [icon]);
  if (!icon.path) return null;
  const { size } = icon;
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

function resolveIcon(name: string): { path?: string; size?: number; error?: string } {
  if (!name) return {};
  const parsed = parseIconName(name);
  if (!parsed) {
    return { error: `name "${name}" must be a lowercase name, optional "_fill1" and a size (_20, _24, _40, _48)` };
  }
  const glyph = glyphs[parsed.glyph];
  if (!glyph) return { error: `no glyph "${parsed.glyph}" (known: ${Object.keys(glyphs).join(', ')})` };
  return { path: (parsed.filled && glyph.filled) || glyph.outlined, size: parsed.size };
}
