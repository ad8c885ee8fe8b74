/** docs/RULES.md §5: an icon name is a lowercase name, optional `fill1`, and a size of 20, 24, 40 or 48. */

export const ICON_SIZES = [20, 24, 40, 48] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export interface IconName {
  glyph: string;
  filled: boolean;
  size: IconSize;
}

const ICON_NAME = /^([a-z][a-z0-9]*(?:_[a-z0-9]+)*?)(_fill1)?_(20|24|40|48)$/;

/** `arrow_upward_fill1_24` → { glyph: 'arrow_upward', filled: true, size: 24 }; anything else → null. */
export function parseIconName(name: string): IconName | null {
  const match = ICON_NAME.exec(name);
  if (!match) return null;
  return { glyph: match[1]!, filled: match[2] !== undefined, size: Number(match[3]) as IconSize };
}
