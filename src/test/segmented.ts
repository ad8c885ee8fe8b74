/** The look of a segmented choice (widgets/segmented): what a visitor sees of two joined options. */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectFocused } from './focus';
import { shadow } from './harness';

/**
 * The element's first two options are joined boxes 44 px high, the first chosen and filled;
 * choosing the second fills it instead. From the keyboard, Home chooses the first option of its
 * group and End the last.
 */
export async function expectSegmentedChoice(element: Element) {
  const [first, second] = [...shadow(element).querySelectorAll<HTMLElement>('[part~=option]')] as [
    HTMLElement,
    HTMLElement,
  ];
  const look = (option: HTMLElement) => getComputedStyle(option);
  const filled = look(first).backgroundColor;
  expect(first.getBoundingClientRect().height).to.be.at.least(44);
  expect(look(first).borderTopLeftRadius).to.not.equal('0px');
  expect(look(first).borderTopRightRadius).to.equal('0px');
  expect(look(second).borderTopLeftRadius).to.equal('0px');
  expect(look(second).backgroundColor).to.not.equal(filled);
  second.querySelector('input')!.click();
  await waitUntil(() => second.part.contains('option-selected'), 'the second option was not chosen');
  expect(look(second).backgroundColor).to.equal(filled);

  second.querySelector('input')!.focus();
  const group = [...first.parentElement!.querySelectorAll<HTMLInputElement>(':scope > [part~=option] > input')];
  await sendKeys({ press: 'Home' });
  await waitUntil(() => group[0]!.checked, 'Home did not choose the first option');
  expectFocused(group[0]!);
  await sendKeys({ press: 'End' });
  await waitUntil(() => group.at(-1)!.checked, 'End did not choose the last option');
  expectFocused(group.at(-1)!);
}
