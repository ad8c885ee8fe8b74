/**
 * Rules shared by the tab elements whose views load lazily (tabs-content, tabs-scroll,
 * home-tabs, hash-blocks): the shape check of a `tabs` JSON attribute, which runs in the view
 * rather than in the eager definition, and the range of a `selected-tab` index. Pure.
 */
import { listOfObjects, type JsonCheck } from '../../platform/runtime/attributes';

/** The console error for a malformed attribute, worded as the element definer words its own. */
export function attributeError(
  tag: string,
  attribute: string,
  problem: string,
  fallback = 'using the default',
): string {
  return `<${tag}>: attribute "${attribute}" ${problem}; ${fallback}.`;
}

/** A list of objects, each with the text fields `required`; null when `value` has that shape. */
export function checkTabList(required: readonly string[]): JsonCheck {
  return listOfObjects(required);
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
