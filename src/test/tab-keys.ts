/**
 * Tab lists and other roving-focus widgets in tests: their tabs, the selected one, and a walk
 * through them with the keys of the WAI-ARIA patterns (arrows, Home, End).
 */
import { sendKeys } from '@web/test-runner-commands';
import { expectFocused } from './focus';

/** The `role="tab"` buttons in an element's shadow root, in order. */
export const tabButtons = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

/** The index of an element's selected tab, or -1. */
export const selectedTab = (el: Element) =>
  tabButtons(el).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');

/** A key to press and the index of the item it should move to. */
export type KeyStep = readonly [key: string, index: number];

/**
 * Presses each step's key in turn (focus must already be in the widget). After each, waits for
 * `arrived(index)`, the test's own check that the item was reached (selected, its panel shown),
 * then expects focus on `items()[index]`.
 */
export async function walkKeys(
  items: () => readonly Element[],
  steps: readonly KeyStep[],
  arrived: (index: number) => unknown = () => undefined,
): Promise<void> {
  for (const [key, index] of steps) {
    await sendKeys({ press: key });
    await arrived(index);
    expectFocused(items()[index] ?? null);
  }
}
