import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { DIALOG_CLOSE_MS } from '../../platform/dom/dialog-timings';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { useFakeClock } from '../../test/fake-clock';
import { expectFocused, expectTabCycle } from '../../test/focus';
import { fieldControl, fillForm, stepForm, submitForm, useFormsBackend, type FormHost } from '../../test/forms';
import { uniqueEmail } from '../../test/forms-backend';
import { captureConsole, define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { siteIcon } from '../site-icon/site-icon.element';
import { subscriptionForm } from '../subscription-form/subscription-form.element';
import { formPopup } from './form-popup.element';
import { dialogOpened, dialogClosed } from '../../test/dialog';

const PAGE = location.pathname + location.search;

/** A plain form stands in for a library form where only focus and closing matter. */
const plainForm = html`<form aria-label="Call back">
  <input name="phone" aria-label="Phone" />
  <button type="submit">Call me</button>
</form>`;

async function mount(markup: ReturnType<typeof html>) {
  const root = await fixture<HTMLElement>(html`<div>${markup}</div>`);
  const popup = root.querySelector<HTMLElement>('form-popup')!;
  const dialog = await rendered<HTMLDialogElement>(popup, 'dialog');
  return { root, popup, dialog, closeButton: dialog.querySelector<HTMLButtonElement>('[part="close"]')! };
}

/** Waits until the library form shows its email field. */
const fieldsShown = (form: FormHost) =>
  waitUntil(() => stepForm(form)?.querySelector('[name="email"]'), 'the form shows no fields', { timeout: 5000 });

describe('<form-popup>', () => {
  before(async () => {
    await useFormsBackend();
    define(siteIcon, formPopup, subscriptionForm);
  });
  afterEach(async () => {
    history.replaceState(null, '', PAGE);
    await setViewport({ width: 800, height: 600 });
  });

  it('opens from its trigger, keeps focus inside, closes on Escape and gives focus back', async () => {
    const { popup, dialog, closeButton } = await mount(
      html`<form-popup label="Request a call back"
        ><button slot="trigger">Call me back</button>${plainForm}</form-popup
      >`,
    );
    const trigger = popup.querySelector<HTMLButtonElement>('[slot="trigger"]')!;
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(popup.querySelector('form')!.checkVisibility(), 'the form waits in the closed dialog').to.equal(false);
    trigger.focus();
    await sendKeys({ press: 'Enter' });
    await dialogOpened(dialog);
    expect(dialog.getAttribute('aria-label')).to.equal('Request a call back');
    await expectTabCycle([closeButton, popup.querySelector('input'), popup.querySelector('[type="submit"]')]);
    await expect(popup).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await dialogClosed(dialog);
    expectFocused(trigger);
  });

  it('opens from any [data-form-popup] element in the page, named by its text when it has no label', async () => {
    const { root, popup, dialog, closeButton } = await mount(
      html`<a href="/open-account" data-form-popup="account">Open an account</a>
        <form-popup id="account">${plainForm}</form-popup>`,
    );
    const link = root.querySelector('a')!;
    const heard = oneEvent(popup, 'popup-open');
    link.click();
    await heard;
    await dialogOpened(dialog);
    expect(location.pathname, 'the link was not followed').not.to.equal('/open-account');
    expect(dialog.getAttribute('aria-label')).to.equal('Open an account');
    closeButton.click();
    await dialogClosed(dialog);
    expectFocused(link);
  });

  it('opens at its hash on load and when the hash changes; closing removes the hash without a history entry', async () => {
    history.replaceState(null, '', `${PAGE}#open-account`);
    const { dialog, closeButton } = await mount(
      html`<form-popup hash="open-account" label="Open an account">${plainForm}</form-popup>`,
    );
    await dialogOpened(dialog);
    const entries = history.length;
    closeButton.click();
    await dialogClosed(dialog);
    expect(location.hash).to.equal('');
    expect(location.href.endsWith('#')).to.equal(false);
    expect(history.length).to.equal(entries);
    location.hash = 'elsewhere';
    await nextFrame();
    expect(dialog.open).to.equal(false);
    location.hash = 'Open-Account'; // a link's hash is matched as the other elements match theirs: in any case
    await dialogOpened(dialog);
    await sendKeys({ press: 'Escape' });
    await dialogClosed(dialog);
    expect(location.hash).to.equal('');
  });

  describe('on the clock', () => {
    const clock = useFakeClock();

    it('keeps what the visitor typed when closed and opened again, then confirms a success and closes', async () => {
      const { popup, dialog, closeButton } = await mount(
        html`<form-popup label="Market news" success-delay="400">
          <button slot="trigger">Subscribe</button>
          <subscription-form></subscription-form>
        </form-popup>`,
      );
      const form = popup.querySelector<FormHost>('subscription-form')!;
      form.addEventListener('form-success', (event) => event.preventDefault()); // stay on the test page
      const trigger = popup.querySelector<HTMLButtonElement>('[slot="trigger"]')!;
      trigger.click();
      await dialogOpened(dialog);
      await fieldsShown(form);
      const email = uniqueEmail('popup');
      await fillForm(form, { email });
      closeButton.click();
      clock().advance(DIALOG_CLOSE_MS);
      await dialogClosed(dialog);
      trigger.click();
      await dialogOpened(dialog);
      expect(fieldControl(form, 'email').value).to.equal(email);
      await fillForm(form, { terms: true });
      const confirmation = dialog.querySelector('[part="confirmation"]')!;
      await submitForm(form);
      await waitUntil(
        () => confirmation.textContent === 'Thank you! We have received your details.',
        'no confirmation',
        { timeout: 5000 },
      );
      expect(confirmation.getAttribute('role')).to.equal('status');
      clock().advance(399);
      expect(dialog.open, 'closed before its success-delay').to.equal(true);
      clock().advance(1 + DIALOG_CLOSE_MS);
      await dialogClosed(dialog);
      expectFocused(trigger);
      expect(confirmation.textContent).to.equal('');
    });
  });

  it('logs one error for a bad hash or delay, and still opens from its trigger', async () => {
    const console = captureConsole();
    try {
      history.replaceState(null, '', `${PAGE}#open`);
      const { popup, dialog } = await mount(
        html`<form-popup hash="open account" success-delay="-5"
          ><button slot="trigger">Open</button>${plainForm}</form-popup
        >`,
      );
      await nextFrame();
      expect(console.messages).to.deep.equal([
        '<form-popup>: attribute "hash" expected a fragment like "open-account" (letters, digits, - and _), got "open account"; using the default.',
        '<form-popup>: attribute "success-delay" expected milliseconds (0 or more), got "-5"; using the default.',
      ]);
      expect(dialog.open).to.equal(false);
      popup.querySelector('button')!.click();
      await dialogOpened(dialog);
      expect(dialog.getAttribute('aria-label'), 'named by its trigger').to.equal('Open');
    } finally {
      console.restore();
    }
  });

  it('shows only its trigger before it upgrades', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const doc = frame.contentDocument!;
      installDocumentStyles(doc.head);
      const link = doc.querySelector<HTMLLinkElement>('link[data-site-elements]')!;
      await waitUntil(() => link.sheet, 'the document sheet did not load');
      doc.body.innerHTML =
        '<form-popup><button slot="trigger">Open an account</button><form><input aria-label="Email"></form></form-popup>';
      expect(doc.querySelector('button')!.checkVisibility()).to.equal(true);
      expect(doc.querySelector('form')!.checkVisibility()).to.equal(false);
    } finally {
      frame.remove();
    }
  });

  it('fits a wide window: at most 560 px wide, centred', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { popup, dialog } = await mount(
      html`<form-popup label="Market news"
        ><button slot="trigger">Subscribe</button><subscription-form></subscription-form
      ></form-popup>`,
    );
    popup.querySelector('button')!.click();
    await dialogOpened(dialog);
    await fieldsShown(popup.querySelector<FormHost>('subscription-form')!);
    const box = dialog.getBoundingClientRect();
    expect(box.width).to.equal(560);
    expect(Math.abs(box.left + box.width / 2 - 640)).to.be.at.most(1);
    await expect(popup).to.be.accessible();
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the open form, with no text over text or cut off', async () => {
      const { popup, dialog } = await mount(
        html`<form-popup label="Market news"
          ><button slot="trigger">Subscribe</button><subscription-form></subscription-form
        ></form-popup>`,
      );
      expectPhoneLayout(popup);
      popup.querySelector('button')!.click();
      await dialogOpened(dialog);
      const form = popup.querySelector<FormHost>('subscription-form')!;
      await fieldsShown(form);
      expectPhoneLayout(dialog);
      expect(dialog.getBoundingClientRect().right).to.be.at.most(360);
      await expect(popup).to.be.accessible();
    });
  });
});
