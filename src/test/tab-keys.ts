/**
 * Tab lists and other roving-focus widgets in tests: their tabs, the selected one, the panels
 * shown, and a walk through them with the keys of the WAI-ARIA patterns (arrows, Home, End).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectFocused } from './focus';

/** The `role="tab"` buttons in an element's shadow root, in order. */
export const tabButtons = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

/** The index of an element's selected tab, or -1. */
export const selectedTab = (el: Element) =>
  tabButtons(el).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');

/** How a test names a slotted panel: by its slot (tabs-content) or by its text (tabs-with-slots). */
export type PanelName = (panel: HTMLElement) => string | null;
export const bySlot: PanelName = (panel) => panel.slot;
export const byText: PanelName = (panel) => panel.textContent;

/** The slotted panels of an element that a visitor can see, by name. */
export const visiblePanels = (el: Element, name: PanelName) =>
  [...el.querySelectorAll<HTMLElement>('[slot]')].filter((panel) => panel.checkVisibility()).map(name);

/** Waits until tab `index` is selected, then expects the panel named `panel`, alone, to show. */
export async function expectShowing(el: Element, index: number, panel: string, name: PanelName): Promise<void> {
  await waitUntil(() => selectedTab(el) === index, `tab ${index} was not selected`);
  expect(visiblePanels(el, name)).to.deep.equal([panel]);
}

/** Keys to press in turn, and for each the index of the item it should move to. */
export interface KeyWalk {
  keys: readonly string[];
  to: readonly number[];
}

/**
 * Presses each key in turn (focus must already be in the widget). After each, waits for
 * `arrived(index)`, the test's own check that the item was reached (selected, its panel shown),
 * then expects focus on `items()[index]`.
 */
export async function walkKeys(
  items: () => readonly Element[],
  { keys, to }: KeyWalk,
  arrived: (index: number) => unknown = () => undefined,
): Promise<void> {
  expect(to, 'one index for each key').to.have.length(keys.length);
  for (const [step, key] of keys.entries()) {
    await sendKeys({ press: key });
    await arrived(to[step]!);
    expectFocused(items()[to[step]!] ?? null);
  }
}

/** walkKeys through an element's tabs, from its first tab. */
export async function walkTabs(el: Element, walk: KeyWalk, arrived: (index: number) => unknown): Promise<void> {
  tabButtons(el)[0]!.focus();
  await walkKeys(() => tabButtons(el), walk, arrived);
}

/**
 * Clicks tab `index` and expects the tab-change event that `listener` (the element, or the page)
 * hears to come from the element and report that index and the tab's `value`.
 */
export async function expectTabChange(
  el: Element,
  index: number,
  value: string,
  listener: EventTarget = el,
): Promise<void> {
  setTimeout(() => tabButtons(el)[index]!.click());
  const event = (await oneEvent(listener, 'tab-change')) as CustomEvent;
  expect(event.target, 'the tab-change target').to.equal(el);
  expect(event.detail, 'the tab-change detail').to.deep.equal({ index, value });
}
