/** Which accordion items are open: pure rules of docs/RULES.md §4. */

/** Clicking item `index`: the open item closes; otherwise it opens, and alone unless `multiple`. */
export function toggleItem(open: readonly boolean[], index: number, multiple: boolean): boolean[] {
  const opening = !open[index];
  return open.map((isOpen, i) => (i === index ? opening : multiple || !opening ? isOpen : false));
}

/** Items flagged expanded start open; without `multiple` only the first of them. */
export function initialOpen(expanded: readonly boolean[], multiple: boolean): boolean[] {
  const first = expanded.indexOf(true);
  return expanded.map((flag, i) => (multiple ? flag : i === first));
}
