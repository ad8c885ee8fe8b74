/**
 * Arrow-key movement through a group (tabs, accordion headers, list options), as in the
 * WAI-ARIA patterns: arrows along the group's axis wrap around, Home and End jump. Pure.
 */
export type Axis = 'horizontal' | 'vertical';

const STEPS: Record<Axis, Record<string, 1 | -1>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
};

/** The index `key` moves to from `index` in a group of `count`; null for any other key. */
export function rovingTarget(key: string, index: number, count: number, axis: Axis): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEPS[axis][key];
  return step === undefined ? null : (index + step + count) % count;
}
