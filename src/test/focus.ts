/** Focus helpers for tests of elements with shadow roots. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

/** The focused element, looking inside open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const describe = (element: Element | null) =>
  element ? `<${element.localName}> "${element.textContent?.trim().slice(0, 40) ?? ''}"` : 'nothing';

/** Asserts where focus is, with a short message (a diff of two whole elements is unreadable and slow). */
export function expectFocused(element: Element | null) {
  const active = deepActiveElement();
  expect(active === element, `focus is on ${describe(active)}, not on ${describe(element)}`).to.equal(true);
}

/** Shift+Tab, as a visitor moves focus back. */
export async function shiftTab() {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

/**
 * A dialog's focus trap: focus is on the first of `cycle`, each Tab moves it to the next, Tab on
 * the last wraps to the first, and Shift+Tab from there wraps back to the last.
 */
export async function expectTabCycle(cycle: readonly (Element | null)[]) {
  expectFocused(cycle[0]!);
  for (const next of [...cycle.slice(1), cycle[0]!]) {
    await sendKeys({ press: 'Tab' });
    expectFocused(next);
  }
  await shiftTab();
  expectFocused(cycle.at(-1)!);
}
