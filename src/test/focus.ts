/** Focus helpers for tests of elements with shadow roots. */
import { expect } from '@open-wc/testing';

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
