/** Regulator switcher rules: the entries, the current one, and the list's arrow keys. Pure. */
import { listOfObjects } from '../../platform/attributes';

/** SPEC 3 regulator list item. */
export interface RegulatorItem {
  value: string;
  label: string;
  url: string;
}

export const checkRegulators = listOfObjects(['value', 'label', 'url']);

/** The entry for `value` (case-insensitive, like `data-regulator`), else the first. */
export function currentIndex(regulators: readonly RegulatorItem[], value: string): number {
  const wanted = value.trim().toLowerCase();
  return Math.max(
    0,
    regulators.findIndex((item) => item.value.toLowerCase() === wanted),
  );
}

/** A single entry leaves nothing to switch to. */
export const isSwitchable = (regulators: readonly RegulatorItem[]): boolean => regulators.length > 1;

/** Down and up move through the list and wrap, Home and End jump; null for any other key. */
export function listKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
