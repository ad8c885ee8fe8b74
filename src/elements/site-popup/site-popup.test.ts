import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { defineElement } from '../../platform/runtime/define-element';
import { deepActiveElement, expectFocused, expectTabCycle, shiftTab } from '../../test/focus';
import { define, nextFrame, rendered } from '../../test/harness';
import { useFakeClock } from '../../test/fake-clock';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { SPEC_DIALOG_CLOSE_MS, SPEC_DIALOG_OPEN_MS } from '../../test/spec-calls';
import { siteIcon } from '../site-icon/site-icon.element';
import { sitePopup } from './site-popup.element';
import { dialogOpened, dialogClosed } from '../../test/dialog';

type Popup = HTMLElement & { open: boolean };

/** SPEC §9: the dialog animation. */
const OPEN_MS = SPEC_DIALOG_OPEN_MS;
const CLOSE_MS = SPEC_DIALOG_CLOSE_MS;

async function page() {
  const root = await fixture(
    html`<div>
      <button id="trigger" data-popup-open="terms">Read the terms</button>
      <site-popup id="terms">
        <span slot="title">Terms</span>
        <p id="text">Trading involves risk. Read these terms before you open an account.</p>
        <a id="full-terms" href="#terms-full">Full terms</a>
        <button id="agree" data-popup-close>I agree</button>
      </site-popup>
    </div>`,
  );
  const popup = root.querySelector<Popup>('site-popup')!;
  const dialog = await rendered<HTMLDialogElement>(popup, 'dialog');
  const trigger = root.querySelector<HTMLButtonElement>('#trigger')!;
  const closeButton = dialog.querySelector<HTMLButtonElement>('[part="close"]')!;
  return {
    root,
    popup,
    dialog,
    trigger,
    closeButton,
    byId: (id: string) => root.querySelector<HTMLElement>(`#${id}`)!,
  };
}

/** Waits until the dialog is open and its opening animation (which fades it in) has run. */

/** Opens the popup as a visitor does: from the focused trigger. */
async function openFromTrigger(trigger: HTMLButtonElement, dialog: HTMLDialogElement) {
  trigger.focus();
  trigger.click();
  await dialogOpened(dialog);
}

/** A point inside `element`'s box, as viewport pixels for sendMouse. */
function pointIn(element: Element, x = 5, y = 5): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + x), Math.round(box.top + y)];
}

/** Records the popup's open and close events in order. */
function eventLog(popup: HTMLElement) {
  const log: string[] = [];
  for (const type of ['popup-open', 'popup-close']) popup.addEventListener(type, () => log.push(type));
  return log;
}

const durations = (dialog: HTMLDialogElement) =>
  dialog.getAnimations().map((animation) => animation.effect!.getTiming().duration);

describe('<site-popup>', () => {
  before(async () => {
    define(siteIcon);
    defineElement(sitePopup);
  });
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(null, '', location.pathname + location.search);
  });

  describe('opening', () => {
    it('opens as a modal dialog from its trigger, titled by its title slot, with focus on the close button', async () => {
      const { popup, dialog, trigger, closeButton } = await page();
      await openFromTrigger(trigger, dialog);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(popup.hasAttribute('open')).to.equal(true);
      expect(popup.open).to.equal(true);
      const title = popup.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!;
      expect(title.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal('Terms');
      expectFocused(closeButton);
      await expect(popup).to.be.accessible();
    });

    it('draws the close icon and takes its stylesheet chunk', async () => {
      const { popup, dialog, trigger, closeButton } = await page();
      await openFromTrigger(trigger, dialog);
      const icon = closeButton.querySelector('site-icon')!;
      const svg = await rendered(icon, 'svg');
      expect(svg.getAttribute('width')).to.equal('24');
      expect(getComputedStyle(popup).display).to.equal('contents');
      expect(dialog.getBoundingClientRect().width).to.be.at.most(560);
    });

    it('makes the page behind it inert', async () => {
      const { dialog, trigger } = await page();
      await openFromTrigger(trigger, dialog);
      trigger.focus();
      expect(document.activeElement).not.to.equal(trigger);
    });

    it('opens from a trigger inside another element’s shadow root', async () => {
      const { root, dialog } = await page();
      const shadowHost = document.createElement('div');
      root.append(shadowHost);
      shadowHost.attachShadow({ mode: 'open' }).innerHTML = '<button data-popup-open="terms">Terms</button>';
      shadowHost.shadowRoot!.querySelector('button')!.click();
      await waitUntil(() => dialog.open, 'a trigger in a shadow root did not open the popup');
    });

    it('ignores triggers that name another popup', async () => {
      const { root, dialog } = await page();
      root.insertAdjacentHTML('beforeend', '<button id="other" data-popup-open="privacy">Privacy</button>');
      root.querySelector<HTMLButtonElement>('#other')!.click();
      await nextFrame();
      expect(dialog.open).to.equal(false);
    });

    it('opens and closes with the open attribute and the open property, keeping both in step', async () => {
      const { popup, dialog } = await page();
      popup.setAttribute('open', '');
      await waitUntil(() => dialog.open);
      expect(popup.open).to.equal(true);
      popup.removeAttribute('open');
      await dialogClosed(dialog);
      popup.open = true;
      await waitUntil(() => dialog.open);
      popup.open = false;
      await dialogClosed(dialog);
    });

    it('is named by its label attribute when it has no title, and its close button by close-label', async () => {
      const root = await fixture(
        html`<site-popup id="notice" label="Cookie notice" close-label="Schließen"><p>We use cookies.</p></site-popup>`,
      );
      const dialog = await rendered<HTMLDialogElement>(root, 'dialog');
      (root as Popup).open = true;
      await dialogOpened(dialog);
      expect(dialog.getAttribute('aria-label')).to.equal('Cookie notice');
      expect(dialog.hasAttribute('aria-labelledby')).to.equal(false);
      expect(dialog.querySelector('[part="close"]')!.getAttribute('aria-label')).to.equal('Schließen');
      await expect(root).to.be.accessible();
    });
  });

  describe('closing', () => {
    it('closes on Escape and gives focus back to the trigger', async () => {
      const { popup, dialog, trigger } = await page();
      await openFromTrigger(trigger, dialog);
      await sendKeys({ press: 'Escape' });
      await dialogClosed(dialog);
      expect(popup.hasAttribute('open')).to.equal(false);
      expect(popup.open).to.equal(false);
      expectFocused(trigger);
    });

    it('closes on a click on the backdrop and gives focus back to the trigger', async () => {
      const { dialog, trigger } = await page();
      await openFromTrigger(trigger, dialog);
      await sendMouse({ type: 'click', position: [5, 5] });
      await dialogClosed(dialog);
      expectFocused(trigger);
    });

    it('closes with its close button and gives focus back to the trigger', async () => {
      const { dialog, trigger, closeButton } = await page();
      await openFromTrigger(trigger, dialog);
      closeButton.click();
      await dialogClosed(dialog);
      expectFocused(trigger);
    });

    it('closes from a [data-popup-close] element in its content', async () => {
      const { dialog, trigger, byId } = await page();
      await openFromTrigger(trigger, dialog);
      byId('agree').click();
      await dialogClosed(dialog);
      expectFocused(trigger);
    });

    it('gives focus back to what had it when the open attribute opened it', async () => {
      const { root, popup, dialog } = await page();
      const search = document.createElement('input');
      search.setAttribute('aria-label', 'Search');
      root.prepend(search);
      search.focus();
      popup.setAttribute('open', '');
      await waitUntil(() => dialog.open);
      await sendKeys({ press: 'Escape' });
      await dialogClosed(dialog);
      expectFocused(search);
    });

    describe('on the clock', () => {
      const clock = useFakeClock();
      /** Much longer than a closing fade passes: a close started meanwhile has run. */
      async function fadesOver() {
        clock().advance(10 * (OPEN_MS + CLOSE_MS));
        await nextFrame();
      }

      it('stays open on a click inside its box, even at the edge', async () => {
        const { dialog, trigger, byId } = await page();
        await openFromTrigger(trigger, dialog);
        await sendMouse({ type: 'click', position: pointIn(byId('text')) });
        await sendMouse({ type: 'click', position: pointIn(dialog, 2, dialog.getBoundingClientRect().height / 2) });
        await fadesOver();
        expect(dialog.open).to.equal(true);
      });

      it('stays open when a text selection is dragged out onto the backdrop', async () => {
        const { dialog, trigger, byId } = await page();
        await openFromTrigger(trigger, dialog);
        await sendMouse({ type: 'move', position: pointIn(byId('text')) });
        await sendMouse({ type: 'down' });
        await sendMouse({ type: 'move', position: [5, 5] });
        await sendMouse({ type: 'up' });
        await fadesOver();
        expect(dialog.open).to.equal(true);
      });

      it('closes when its closing fade is over, not before', async () => {
        const { dialog, trigger, closeButton } = await page();
        await openFromTrigger(trigger, dialog);
        closeButton.click();
        clock().advance(CLOSE_MS - 1);
        await nextFrame();
        expect(dialog.open, 'closed before its fade was over').to.equal(true);
        clock().advance(1);
        await dialogClosed(dialog);
      });

      it('stays open when opened again while it slides shut, and closes again after', async () => {
        const { popup, dialog, trigger, closeButton } = await page();
        await openFromTrigger(trigger, dialog);
        const log = eventLog(popup);
        closeButton.click();
        await waitUntil(() => durations(dialog).includes(CLOSE_MS), 'the closing slide did not start');
        trigger.click();
        await waitUntil(() => durations(dialog).join() === String(OPEN_MS), 'the popup did not turn back open');
        await fadesOver();
        expect(dialog.open).to.equal(true);
        expect(popup.hasAttribute('open')).to.equal(true);
        expect(log, 'a popup that never closed announces nothing').to.deep.equal([]);
        await sendKeys({ press: 'Escape' });
        await waitUntil(() => durations(dialog).includes(CLOSE_MS), 'Escape started no closing slide');
        clock().advance(CLOSE_MS);
        await dialogClosed(dialog);
        expect(log).to.deep.equal(['popup-close']);
        expectFocused(trigger);
      });
    });

    it('can be opened again after each way of closing', async () => {
      const { dialog, trigger, closeButton, byId } = await page();
      const ways = [
        () => sendKeys({ press: 'Escape' }),
        () => sendMouse({ type: 'click', position: [5, 5] }),
        () => closeButton.click(),
        () => byId('agree').click(),
      ];
      for (const close of ways) {
        await openFromTrigger(trigger, dialog);
        await close();
        await dialogClosed(dialog);
      }
      await openFromTrigger(trigger, dialog);
    });
  });

  describe('focus', () => {
    it('keeps focus inside while the visitor tabs forward and back', async () => {
      const { popup, dialog, trigger, closeButton, byId } = await page();
      await openFromTrigger(trigger, dialog);
      await expectTabCycle([closeButton, byId('full-terms'), byId('agree')]);
      for (let press = 1; press <= 8; press++) {
        await (press % 3 ? sendKeys({ press: 'Tab' }) : shiftTab());
        const active = deepActiveElement();
        const inside = active !== null && (popup.contains(active) || popup.shadowRoot!.contains(active));
        expect(inside, `focus left the popup after key ${press}, for ${active?.localName}`).to.equal(true);
      }
    });

    it('skips hidden controls when it wraps focus around', async () => {
      const root = await fixture(
        html`<div>
          <button data-popup-open="signup">Sign up</button>
          <site-popup id="signup" label="Sign up">
            <form>
              <input name="email" aria-label="Email" />
              <button id="send" type="submit">Send</button>
              <input type="hidden" name="token" value="x" />
              <button hidden>Retry</button>
            </form>
          </site-popup>
        </div>`,
      );
      const popup = root.querySelector<Popup>('site-popup')!;
      const dialog = await rendered<HTMLDialogElement>(popup, 'dialog');
      await openFromTrigger(root.querySelector('button')!, dialog);
      root.querySelector<HTMLButtonElement>('#send')!.focus();
      await sendKeys({ press: 'Tab' });
      expectFocused(dialog.querySelector('[part="close"]'));
      await shiftTab();
      expectFocused(root.querySelector('#send'));
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the window open, a long title wrapping beside the close button, with no text over text', async () => {
      const root = await fixture(
        html`<div>
          <button id="trigger" data-popup-open="risk">Read the risk warning</button>
          <site-popup id="risk">
            <span slot="title">Risk warning for contracts for difference and other leveraged products</span>
            <p>
              CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. Most
              retail investor accounts lose money when trading CFDs with this provider.
            </p>
            <p>
              You should consider whether you understand how CFDs work and whether you can afford to take the high risk
              of losing your money.
            </p>
            <div style="display: flex; flex-wrap: wrap; gap: 8px">
              <button data-popup-close>I understand the risks</button>
              <a href="#key-information">Key information documents</a>
            </div>
          </site-popup>
        </div>`,
      );
      const popup = root.querySelector<Popup>('site-popup')!;
      const dialog = await rendered<HTMLDialogElement>(popup, 'dialog');
      await openFromTrigger(root.querySelector<HTMLButtonElement>('#trigger')!, dialog);
      const box = dialog.getBoundingClientRect();
      expect(box.left, 'the dialog inside the window').to.be.at.least(0);
      expect(box.right, 'the dialog inside the window').to.be.at.most(360);
      expectPhoneLayout(popup);
      const title = dialog.querySelector('.title')!.getBoundingClientRect();
      const close = dialog.querySelector('[part="close"]')!.getBoundingClientRect();
      expect(title.right, 'the title left of the close button').to.be.at.most(close.left);
    });
  });

  describe('motion and events', () => {
    it(`opens in ${OPEN_MS} ms and closes in ${CLOSE_MS} ms, announcing each once`, async () => {
      const { popup, dialog, trigger, closeButton } = await page();
      const log = eventLog(popup);
      trigger.click();
      await oneEvent(popup, 'popup-open');
      await waitUntil(() => durations(dialog).length > 0, 'no opening animation');
      expect(durations(dialog)).to.deep.equal([OPEN_MS]);
      closeButton.click();
      await waitUntil(() => durations(dialog).includes(CLOSE_MS), 'no closing animation');
      expect(durations(dialog)).to.deep.equal([CLOSE_MS], 'the opening animation gives way to the closing one');
      expect(dialog.open, 'closed before its animation ran').to.equal(true);
      await oneEvent(popup, 'popup-close');
      expect(dialog.open).to.equal(false);
      expect(log).to.deep.equal(['popup-open', 'popup-close']);
    });

    it('announces with bubbling events a page hears', async () => {
      const { root, dialog, trigger } = await page();
      const heard: string[] = [];
      root.addEventListener('popup-open', () => heard.push('open'));
      root.addEventListener('popup-close', () => heard.push('close'));
      await openFromTrigger(trigger, dialog);
      await sendKeys({ press: 'Escape' });
      await dialogClosed(dialog);
      await waitUntil(() => heard.length === 2);
      expect(heard).to.deep.equal(['open', 'close']);
    });

    it('neither animates nor waits under reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { dialog, trigger, closeButton } = await page();
      await openFromTrigger(trigger, dialog);
      expect(dialog.getAnimations()).to.have.length(0);
      closeButton.click();
      await dialogClosed(dialog);
      expect(dialog.getAnimations()).to.have.length(0);
      expectFocused(trigger);
    });
  });
});
