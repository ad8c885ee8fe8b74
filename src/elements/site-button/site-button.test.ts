import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { expectFocused } from '../../test/focus';
import { captureConsole, define, part, rendered } from '../../test/harness';
import { expectBoxKeptThroughUpgrade } from '../../test/upgrade-box';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { siteButton } from './site-button.element';

/** The label a visitor reads: the text slotted into the link or button. */
const label = (element: Element) =>
  part(element, 'button')
    .querySelector<HTMLSlotElement>('slot:not([name])')!
    .assignedNodes()
    .map((node) => node.textContent)
    .join('')
    .trim();

async function button(template: ReturnType<typeof html>) {
  const element = await fixture<HTMLElement>(template);
  await rendered(element, '[part="button"]');
  return element;
}

describe('<site-button>', () => {
  before(() => {
    define(siteButton);
    installDocumentStyles();
  });

  it('holds the same box before its view arrives as after, so nothing below moves', async () => {
    await expectBoxKeptThroughUpgrade(
      [
        '<site-button href="/open">Open account</site-button>',
        '<site-button href="/open" size="large">Start trading today</site-button>',
        '<site-button size="small">Call me back</site-button>',
      ],
      '[part="button"]',
    );
  });

  it('is a link to its href, labelled by its content', async () => {
    const element = await button(html`<site-button href="/en/open-account">Open account</site-button>`);
    const link = part(element, 'button') as HTMLAnchorElement;
    expect(link.localName).to.equal('a');
    expect(link.getAttribute('href')).to.equal('/en/open-account');
    expect(link.hasAttribute('target')).to.equal(false);
    expect(label(element)).to.equal('Open account');
  });

  it('opens a new tab without giving the new page a handle on ours', async () => {
    const element = await button(
      html`<site-button href="https://example.com/platform" target="_blank">Download the platform</site-button>`,
    );
    const link = part(element, 'button') as HTMLAnchorElement;
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
  });

  it('is a button that submits nothing without an href, and its click reaches the page', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><site-button>Compare accounts</site-button></form>`);
    const element = form.querySelector('site-button')!;
    await rendered(element, '[part="button"]');
    const inner = part(element, 'button') as HTMLButtonElement;
    expect(inner.localName).to.equal('button');
    expect(inner.type).to.equal('button');
    let submitted = 0;
    let clicks = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    element.addEventListener('click', () => (clicks += 1));
    inner.click();
    expect(clicks).to.equal(1);
    expect(submitted).to.equal(0);
  });

  it('shows a disabled button or link: not clickable, out of the tab order', async () => {
    const disabledButton = await button(html`<site-button disabled>Open account</site-button>`);
    expect((part(disabledButton, 'button') as HTMLButtonElement).disabled).to.equal(true);
    const disabledLink = await button(html`<site-button href="/open" disabled>Open account</site-button>`);
    const link = part(disabledLink, 'button');
    expect(link.hasAttribute('href')).to.equal(false);
    expect(link.getAttribute('aria-disabled')).to.equal('true');
    expect(link.getAttribute('role')).to.equal('link');
    disabledLink.removeAttribute('disabled');
    await waitUntil(
      () => part(disabledLink, 'button').getAttribute('href') === '/open',
      'the link was not enabled again',
    );
  });

  it('refuses a javascript: href with one console error and a disabled button', async () => {
    const console = captureConsole('error');
    try {
      const element = await button(html`<site-button href=" javascript:alert(1)">Open account</site-button>`);
      const inner = part(element, 'button') as HTMLButtonElement;
      expect(inner.localName).to.equal('button');
      expect(inner.disabled).to.equal(true);
      expect(element.shadowRoot!.querySelector('a')).to.equal(null);
      await waitUntil(() => console.messages.length > 0, 'no console error');
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<site-button>').and.contain('"href"').and.contain('javascript:');
    } finally {
      console.restore();
    }
  });

  it('accepts mailto:, tel: and in-page links', async () => {
    for (const href of ['mailto:support@example.com', 'tel:+442071234567', '#fees']) {
      const element = await button(html`<site-button href=${href}>Contact us</site-button>`);
      expect(part(element, 'button').getAttribute('href'), href).to.equal(href);
    }
  });

  it('falls back to the primary look on an unknown variant, with one console error', async () => {
    const console = captureConsole('error');
    try {
      const element = await button(html`<site-button variant="huge" href="/open">Open account</site-button>`);
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<site-button>').and.contain('"variant"');
      expect(part(element, 'button').classList.contains('primary')).to.equal(true);
      expect(getComputedStyle(part(element, 'button')).backgroundColor).to.equal('rgb(11, 95, 255)');
    } finally {
      console.restore();
    }
  });

  it('draws each variant differently, and keeps a 44 px target at the small size', async () => {
    const looks = new Set<string>();
    for (const variant of ['primary', 'secondary', 'outline']) {
      const element = await button(html`<site-button variant=${variant} size="small">Go</site-button>`);
      const style = getComputedStyle(part(element, 'button'));
      looks.add(`${style.backgroundColor} ${style.borderColor} ${style.color}`);
      const box = part(element, 'button').getBoundingClientRect();
      expect(box.height, variant).to.be.at.least(44);
      expect(box.width, variant).to.be.at.least(44);
    }
    expect(looks.size).to.equal(3);
  });

  it('shows a focus ring when reached with the keyboard', async () => {
    const element = await button(html`<site-button href="/open">Open account</site-button>`);
    await sendKeys({ press: 'Tab' });
    expectFocused(part(element, 'button'));
    const style = getComputedStyle(part(element, 'button'));
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
  });

  it('puts a slotted icon before the label', async () => {
    const element = await button(
      html`<site-button href="/open"
        ><svg slot="icon" aria-hidden="true" viewBox="0 0 10 10"></svg>Open account</site-button
      >`,
    );
    const icon = element.querySelector('svg')!;
    const text = part(element, 'button').querySelector('.label')!;
    expect(icon.getBoundingClientRect().right).to.be.at.most(text.getBoundingClientRect().left);
  });

  it('is accessible', async () => {
    const element = await button(html`<site-button href="/open">Open account</site-button>`);
    await expect(element).to.be.accessible();
    const plain = await button(html`<site-button variant="outline">Compare accounts</site-button>`);
    await expect(plain).to.be.accessible();
  });

  describe('on a desktop', () => {
    before(() => setViewport({ width: 1280, height: 800 }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('sits in the line, as wide as its label, and full-width fills its container', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: 600px">
          <site-button href="/open">Open account</site-button>
          <site-button href="/open" full-width>Open account</site-button>
        </div>`,
      );
      const [inline, full] = [...wrapper.querySelectorAll('site-button')];
      await rendered(full!, '[part="button"]');
      await rendered(inline!, '[part="button"]');
      expect(inline!.getBoundingClientRect().width).to.be.below(300);
      expect(full!.getBoundingClientRect().width).to.equal(600);
      expect(part(full!, 'button').getBoundingClientRect().width).to.equal(600);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('wraps a long label inside the screen', async () => {
      const element = await button(
        html`<site-button href="/open" size="large"
          >Open a live trading account in under five minutes with no deposit needed</site-button
        >`,
      );
      expect(element.getBoundingClientRect().right).to.be.at.most(360);
      expectPhoneLayout(element);
    });
  });
});
