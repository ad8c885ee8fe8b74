/** Aspect ratios: `16:9`, `4:3`, `1:1`, `9:16` or any `w/h` (also `w:h`) of positive numbers. Pure. */

export interface AspectRatio {
  width: number;
  height: number;
}

export const DEFAULT_RATIO: AspectRatio = { width: 16, height: 9 };

const RATIO = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*[:/]\s*(\d+(?:\.\d+)?|\.\d+)\s*$/;

/** The ratio `value` names, or null when it is malformed (not two positive numbers). */
export function parseRatio(value: string): AspectRatio | null {
  const match = RATIO.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** `{16, 9}` → `16 / 9`, the CSS aspect-ratio value. */
export const cssRatio = ({ width, height }: AspectRatio) => `${width} / ${height}`;
