import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expectFocused, expectTabCycle } from '../../test/focus';
import { backendUrl, captureConsole, define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { expectUrlPropertyRefused, UNSAFE_URLS } from '../../test/unsafe-url-property';
import { siteIcon } from '../site-icon/site-icon.element';
import { certPopup } from './cert-popup.element';
import { dialogOpened, dialogClosed } from '../../test/dialog';
import { withGate } from '../../test/gates';

const CERTIFICATE = '/demo/certificates/fca.svg';
const ALT = 'FCA certificate of authorisation, firm reference 000000';

async function popup(
  markup = html`<cert-popup src=${CERTIFICATE} alt=${ALT} caption="Authorised by the FCA"></cert-popup>`,
) {
  const element = await fixture<HTMLElement>(markup);
  const dialog = await rendered<HTMLDialogElement>(element, 'dialog');
  const part = <T extends Element = HTMLElement>(name: string) =>
    element.shadowRoot!.querySelector<T>(`[part="${name}"]`);
  return { element, dialog, part };
}

describe('<cert-popup>', () => {
  before(() => define(siteIcon, certPopup));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('holds the thumbnail box before its image arrives, and the image keeps it', async () => {
    const { part } = await popup(
      html`<cert-popup src=${CERTIFICATE} thumbnail="/demo/certificates/not-there.svg" alt=${ALT}></cert-popup>`,
    );
    const waiting = part<HTMLImageElement>('thumbnail')!.getBoundingClientRect();
    expect([waiting.width, Math.round(waiting.height)]).to.deep.equal([160, 113]);
    const loaded = await popup();
    const image = loaded.part<HTMLImageElement>('thumbnail')!;
    await waitUntil(() => image.complete && image.naturalWidth > 0, 'the thumbnail did not load');
    const box = image.getBoundingClientRect();
    expect([box.width, Math.round(box.height)]).to.deep.equal([160, 113]);
  });

  it('opens the full certificate from its thumbnail, titled by the caption, and closes on Escape back to the thumbnail', async () => {
    const { element, dialog, part } = await popup();
    const trigger = part<HTMLButtonElement>('trigger')!;
    expect(trigger.textContent).to.equal(`View the certificate: ${ALT}Authorised by the FCA`);
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
    await expect(element).to.be.accessible();
    trigger.focus();
    trigger.click();
    await oneEvent(element, 'popup-open');
    await dialogOpened(dialog);
    const image = part<HTMLImageElement>('image')!;
    await waitUntil(() => !image.hidden && image.naturalWidth > 0, 'the certificate did not show');
    expect(image.alt).to.equal(ALT);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h2')!.id);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Authorised by the FCA');
    expect(part('caption')!.textContent).to.equal('Authorised by the FCA');
    expectFocused(part('close'));
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await dialogClosed(dialog);
    expectFocused(trigger);
  });

  it('keeps focus inside: Tab and Shift+Tab wrap between the close button and the file link', async () => {
    const { dialog, part } = await popup(
      html`<cert-popup src="/demo/certificates/missing.svg" alt=${ALT}></cert-popup>`,
    );
    part<HTMLButtonElement>('trigger')!.click();
    await dialogOpened(dialog);
    await waitUntil(() => part('error'), 'no failure message');
    const link = part('error')!.querySelector('a')!;
    await expectTabCycle([part('close'), link]);
  });

  it('says the certificate is loading, then, when the image fails, says so and links to the file', () =>
    withGate(async (gate) => {
      const src = `${await backendUrl()}/__backend/held/${gate.name}`;
      const { element, dialog, part } = await popup(html`<cert-popup src=${src} alt=${ALT}></cert-popup>`);
      part<HTMLButtonElement>('trigger')!.click();
      await dialogOpened(dialog);
      await gate.arrived();
      expect(part('status')?.textContent).to.equal('Loading the certificate…');
      expect(part<HTMLImageElement>('image')!.hidden).to.equal(true);
      // The answer is JSON, not an image: it fails to decode.
      await gate.open();
      await waitUntil(() => part('error'), 'no failure message', { timeout: 5000 });
      expect(part('status')).to.equal(null);
      expect(part('error')!.textContent).to.equal(
        'The certificate image could not be loaded. Open the certificate file',
      );
      expect(part('error')!.querySelector('a')!.href).to.equal(src);
      await expect(element).to.be.accessible();
    }));

  it('opens from a slotted trigger link instead of following it, and gives focus back to it', async () => {
    const { element, dialog } = await popup(
      html`<cert-popup src=${CERTIFICATE} alt=${ALT}
        ><a slot="trigger" href=${CERTIFICATE}>See our FCA licence</a></cert-popup
      >`,
    );
    const link = element.querySelector('a')!;
    expect(element.shadowRoot!.querySelector('[part="trigger"]')!.checkVisibility()).to.equal(false);
    link.focus();
    await sendKeys({ press: 'Enter' });
    await dialogOpened(dialog);
    expect(location.pathname).not.to.equal(CERTIFICATE);
    dialog.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    await dialogClosed(dialog);
    expectFocused(link);
  });

  it('logs one error for a missing alt and uses a generic one', async () => {
    const console = captureConsole();
    try {
      const { dialog, part } = await popup(html`<cert-popup src=${CERTIFICATE}></cert-popup>`);
      await nextFrame();
      expect(console.messages).to.deep.equal([
        '<cert-popup>: attribute "alt" is required; using "Regulator certificate".',
      ]);
      expect(part('trigger')!.textContent).to.equal('View the certificate: Regulator certificate');
      part<HTMLButtonElement>('trigger')!.click();
      await dialogOpened(dialog);
      await waitUntil(() => part<HTMLImageElement>('image')?.alt === 'Regulator certificate');
    } finally {
      console.restore();
    }
  });

  it('logs one error for a missing or non-http src, and its trigger opens nothing', async () => {
    const console = captureConsole();
    try {
      const missing = await popup(html`<cert-popup alt=${ALT}><button slot="trigger">Licence</button></cert-popup>`);
      const bad = await popup(html`<cert-popup src="javascript:alert(1)" alt=${ALT}></cert-popup>`);
      await nextFrame();
      expect(console.messages).to.have.length(2);
      expect(console.messages[0]).to.equal('<cert-popup>: attribute "src" is required: the certificate cannot open.');
      expect(console.messages[1]).to.equal(
        '<cert-popup>: attribute "src" must be an http(s) URL, got "javascript:alert(1)"; using the default.',
      );
      missing.element.querySelector('button')!.click();
      await nextFrame();
      expect(missing.dialog.open).to.equal(false);
      expect(bad.part('trigger'), 'no thumbnail of nothing').to.equal(null);
    } finally {
      console.restore();
    }
  });

  it('takes a src set as a property before the upgrade, as a framework sets it, without an error', async () => {
    const console = captureConsole();
    try {
      const element = document.createElement('cert-popup') as HTMLElement & { src: string };
      element.setAttribute('alt', ALT);
      element.src = CERTIFICATE;
      const { part } = await popup(html`${element}`);
      await waitUntil(() => part('trigger') !== null, 'no thumbnail');
      await nextFrame();
      expect(console.messages).to.deep.equal([]);
    } finally {
      console.restore();
    }
  });

  for (const url of UNSAFE_URLS) {
    it(`refuses ${url.slice(0, 11)} set as the src property: no image, link or frame of it, one error`, async () => {
      const { element, part } = await popup();
      await rendered(element, '[part="trigger"]');
      await expectUrlPropertyRefused(
        element,
        { property: 'src', url, problem: 'must be an http(s) URL' },
        () => part('trigger') === null,
      );
    });
  }

  it('fits a wide window: the dialog is at most 720 px wide and the image fills it', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { dialog, part } = await popup();
    part<HTMLButtonElement>('trigger')!.click();
    await dialogOpened(dialog);
    const image = part<HTMLImageElement>('image')!;
    await waitUntil(() => !image.hidden && image.naturalWidth > 0);
    expect(dialog.getBoundingClientRect().width).to.equal(720);
    expect(image.getBoundingClientRect().width).to.be.greaterThan(600);
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the thumbnail and the open dialog, with no text over text or cut off', async () => {
      const { element, dialog, part } = await popup();
      expectPhoneLayout(element);
      part<HTMLButtonElement>('trigger')!.click();
      await dialogOpened(dialog);
      const image = part<HTMLImageElement>('image')!;
      await waitUntil(() => !image.hidden && image.naturalWidth > 0);
      expectPhoneLayout(dialog);
      expect(dialog.getBoundingClientRect().width).to.equal(360 - 32);
      expect(image.getBoundingClientRect().right).to.be.at.most(360);
      await expect(element).to.be.accessible();
    });
  });
});
