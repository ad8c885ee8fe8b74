import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { defineElement } from '../../platform/define-element';
import { loadStylesheet } from '../../platform/stylesheets';
import { define, rendered } from '../../test/harness';
import { siteIcon } from '../site-icon/site-icon.element';
import sitePopup from './site-popup.element';

type Popup = HTMLElement & { open: boolean };

async function page() {
  const root = await fixture(
    html`<div>
      <button id="trigger" data-popup-open="terms">Read the terms</button>
      <site-popup id="terms">
        <span slot="title">Terms</span>
        <p>Trading involves risk.</p>
        <a id="first-link" href="#terms-full">Full terms</a>
        <button id="agree" data-popup-close>I agree</button>
      </site-popup>
    </div>`,
  );
  const popup = root.querySelector<Popup>('site-popup')!;
  const dialog = await rendered<HTMLDialogElement>(popup, 'dialog');
  return { root, popup, dialog, trigger: root.querySelector<HTMLButtonElement>('#trigger')! };
}

/** The focused element, looking into shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function openFromTrigger(trigger: HTMLButtonElement, dialog: HTMLDialogElement) {
  trigger.focus();
  trigger.click();
  await waitUntil(() => dialog.open, 'the popup did not open');
}

const closed = (dialog: HTMLDialogElement) => waitUntil(() => !dialog.open, 'the popup did not close');

describe('<site-popup>', () => {
  before(async () => {
    define(siteIcon);
    const sheets = await Promise.all(sitePopup.stylesheetUrls!.map(loadStylesheet));
    defineElement(sitePopup, sheets);
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('opens as a modal dialog from its trigger and is accessible', async () => {
    const { popup, dialog, trigger } = await page();
    await openFromTrigger(trigger, dialog);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(popup.hasAttribute('open')).to.equal(true);
    const titleSlot = dialog.querySelector<HTMLSlotElement>('slot[name="title"]')!;
    expect(titleSlot.assignedElements()[0]!.textContent).to.equal('Terms');
    await expect(popup).to.be.accessible();
  });

  it('opens from the open attribute and the open property', async () => {
    const { popup, dialog } = await page();
    popup.setAttribute('open', '');
    await waitUntil(() => dialog.open);
    popup.removeAttribute('open');
    await closed(dialog);
    popup.open = true;
    await waitUntil(() => dialog.open);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { popup, dialog, trigger } = await page();
    await openFromTrigger(trigger, dialog);
    await sendKeys({ press: 'Escape' });
    await closed(dialog);
    expect(popup.hasAttribute('open')).to.equal(false);
    expect(document.activeElement).to.equal(trigger);
  });

  it('closes on a click on the backdrop', async () => {
    const { dialog, trigger } = await page();
    await openFromTrigger(trigger, dialog);
    await sendMouse({ type: 'click', position: [3, 3] });
    await closed(dialog);
  });

  it('stays open on a click inside its content', async () => {
    const { dialog, trigger, popup } = await page();
    await openFromTrigger(trigger, dialog);
    const text = popup.querySelector('p')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(text.x + 5), Math.round(text.y + 5)] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog.open).to.equal(true);
  });

  it('closes with its close button and with a [data-popup-close] element inside', async () => {
    const { popup, dialog, trigger } = await page();
    await openFromTrigger(trigger, dialog);
    dialog.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    await closed(dialog);
    await openFromTrigger(trigger, dialog);
    popup.querySelector<HTMLButtonElement>('#agree')!.click();
    await closed(dialog);
  });

  it('keeps focus inside while open', async () => {
    const { popup, dialog, trigger } = await page();
    await openFromTrigger(trigger, dialog);
    for (let press = 0; press < 6; press++) {
      await sendKeys({ press: 'Tab' });
      const active = deepActive();
      expect(
        active === null || popup.contains(active) || popup.shadowRoot!.contains(active),
        `after ${press + 1} Tab`,
      ).to.equal(true);
      expect(trigger.matches(':focus')).to.equal(false);
    }
  });

  it('opens in 150 ms and closes in 75 ms, firing popup-open and popup-close', async () => {
    const { popup, dialog, trigger } = await page();
    setTimeout(() => trigger.click());
    await oneEvent(popup, 'popup-open');
    expect(dialog.getAnimations()[0]!.effect!.getTiming().duration).to.equal(150);
    setTimeout(() => dialog.querySelector<HTMLButtonElement>('[part="close"]')!.click());
    await waitUntil(() => dialog.getAnimations().some((animation) => animation.effect!.getTiming().duration === 75));
    expect(dialog.getAnimations()).to.have.length(1, 'the opening animation gives way to the closing one');
    await oneEvent(popup, 'popup-close');
    expect(dialog.open).to.equal(false);
  });

  it('does not animate under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { dialog, trigger } = await page();
    await openFromTrigger(trigger, dialog);
    expect(dialog.getAnimations()).to.have.length(0);
  });
});
