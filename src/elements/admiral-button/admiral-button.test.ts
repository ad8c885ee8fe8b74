import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { expectFocused } from '../../test/focus';
import { captureConsole, define, part, rendered } from '../../test/harness';
import { expectBoxKeptThroughUpgrade } from '../../test/upgrade-box';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { admiralButton } from './admiral-button.element';

async function button(template: ReturnType<typeof html>) {
  const element = await fixture<HTMLElement>(template);
  await rendered(element, '[part="button"]');
  return element;
}

describe('<admiral-button>', () => {
  before(() => {
    define(admiralButton);
    installDocumentStyles();
  });

  it('holds the same box before its view arrives as after, so nothing below moves', async () => {
    await expectBoxKeptThroughUpgrade(
      [
        '<admiral-button href="/open">Open account</admiral-button>',
        '<admiral-button href="/open" size="small" variant="dark">Webinars</admiral-button>',
      ],
      '[part="button"]',
    );
  });

  it('is a link to its href in the brand pill, labelled by its content', async () => {
    const element = await button(html`<admiral-button href="/en/open-account">Open account</admiral-button>`);
    const link = part(element, 'button') as HTMLAnchorElement;
    expect(link.localName).to.equal('a');
    expect(link.getAttribute('href')).to.equal('/en/open-account');
    const slot = link.querySelector<HTMLSlotElement>('slot:not([name])')!;
    expect(slot.assignedNodes()[0]!.textContent).to.equal('Open account');
    const style = getComputedStyle(link);
    expect(style.textTransform).to.equal('uppercase');
    expect(parseFloat(style.borderTopLeftRadius)).to.be.at.least(22);
    expect(style.backgroundColor).to.equal('rgb(255, 198, 0)');
  });

  it('opens a new tab with rel="noopener"', async () => {
    const element = await button(
      html`<admiral-button href="https://example.com" target="_blank">Try demo</admiral-button>`,
    );
    expect((part(element, 'button') as HTMLAnchorElement).rel).to.contain('noopener');
  });

  it('is a button that submits nothing without an href', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><admiral-button>Start</admiral-button></form>`);
    const element = form.querySelector('admiral-button')!;
    await rendered(element, '[part="button"]');
    let submitted = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    const inner = part(element, 'button') as HTMLButtonElement;
    expect(inner.type).to.equal('button');
    inner.click();
    expect(submitted).to.equal(0);
  });

  it('shows disabled: a disabled button, a link without href', async () => {
    expect(
      (part(await button(html`<admiral-button disabled>Start</admiral-button>`), 'button') as HTMLButtonElement)
        .disabled,
    ).to.equal(true);
    const link = part(await button(html`<admiral-button href="/x" disabled>Start</admiral-button>`), 'button');
    expect(link.hasAttribute('href')).to.equal(false);
    expect(link.getAttribute('aria-disabled')).to.equal('true');
  });

  it('refuses a javascript: href with one console error and a disabled button', async () => {
    const console = captureConsole('error');
    try {
      const element = await button(html`<admiral-button href="JavaScript:void(0)">Start</admiral-button>`);
      expect((part(element, 'button') as HTMLButtonElement).disabled).to.equal(true);
      expect(element.shadowRoot!.querySelector('a')).to.equal(null);
      await waitUntil(() => console.messages.length > 0, 'no console error');
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<admiral-button>').and.contain('"href"');
    } finally {
      console.restore();
    }
  });

  it('falls back to primary on an unknown variant, with one console error', async () => {
    const console = captureConsole('error');
    try {
      const element = await button(html`<admiral-button variant="gold" href="/x">Start</admiral-button>`);
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<admiral-button>').and.contain('"variant"');
      expect(part(element, 'button').classList.contains('primary')).to.equal(true);
    } finally {
      console.restore();
    }
  });

  it('keeps a 44 px target at every size', async () => {
    for (const size of ['small', 'medium', 'large']) {
      const box = part(
        await button(html`<admiral-button size=${size} href="/x">Go</admiral-button>`),
        'button',
      ).getBoundingClientRect();
      expect(box.height, size).to.be.at.least(44);
      expect(box.width, size).to.be.at.least(44);
    }
  });

  it('shows a focus ring when reached with the keyboard', async () => {
    const element = await button(html`<admiral-button variant="dark" href="/x">Go</admiral-button>`);
    await sendKeys({ press: 'Tab' });
    expectFocused(part(element, 'button'));
    expect(getComputedStyle(part(element, 'button')).outlineStyle).to.equal('solid');
  });

  it('is accessible in each variant', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="background: #0b1a2e; color: #fff; padding: 8px">
        <admiral-button href="/open">Open account</admiral-button>
        <admiral-button variant="outline" href="/demo">Try a demo</admiral-button>
      </div>`,
    );
    for (const element of wrapper.querySelectorAll('admiral-button')) await rendered(element, '[part="button"]');
    await expect(wrapper).to.be.accessible();
    const dark = await button(html`<admiral-button variant="dark">Compare</admiral-button>`);
    await expect(dark).to.be.accessible();
  });

  describe('on a desktop', () => {
    before(() => setViewport({ width: 1280, height: 800 }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('sits in the line, as wide as its label', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: 600px"><admiral-button href="/x">Open account</admiral-button></div>`,
      );
      const element = wrapper.querySelector('admiral-button')!;
      await rendered(element, '[part="button"]');
      expect(element.getBoundingClientRect().width).to.be.below(300);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('wraps a long label inside the screen, and full-width fills it', async () => {
      const element = await button(
        html`<admiral-button href="/x" full-width size="large"
          >Open a live trading account in under five minutes</admiral-button
        >`,
      );
      expect(element.getBoundingClientRect().right).to.be.at.most(360);
      expect(part(element, 'button').getBoundingClientRect().width).to.equal(element.getBoundingClientRect().width);
      expectPhoneLayout(element);
    });
  });
});
