/**
 * Rules shared by the tab elements: the range of a `selected-tab` index, and the wording of the
 * errors their views log. Pure.
 */

/** The console error for a malformed attribute, worded as the element definer words its own. */
export function attributeError(
  tag: string,
  attribute: string,
  problem: string,
  fallback = 'using the default',
): string {
  return `<${tag}>: attribute "${attribute}" ${problem}; ${fallback}.`;
}

/** Whether `index` names one of `count` tabs. */
export function isTabIndex(index: number, count: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < count;
}

/** The problem with a `selected-tab` value for `count` tabs (none without tabs), or null. */
export function selectedTabProblem(index: number, count: number): string | null {
  if (count === 0 || isTabIndex(index, count)) return null;
  return `is ${index}, not a tab index (0 to ${count - 1})`;
}
