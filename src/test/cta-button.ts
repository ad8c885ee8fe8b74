/**
 * The behaviour <site-button> and <admiral-button> share through widgets/button/cta-button.tsx,
 * written once: `ctaButtonTests(tag, look)` inside the element's `describe` declares its `it`s.
 * The tag must be defined and the document sheet installed (a `before` of that `describe`).
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectFocused } from './focus';
import { captureConsole, part, rendered } from './harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from './layout';
import { expectBoxKeptThroughUpgrade } from './upgrade-box';

export interface CtaButtonLook {
  /** The element's variants, its default first. */
  variants: readonly string[];
  /** The default variant's background colour, which an unknown variant falls back to. */
  defaultBackground: string;
}

const SIZES = ['small', 'medium', 'large'];

/** The element `markup` makes, once its view has drawn the button. */
export async function ctaButton(markup: string): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(markup);
  await rendered(element, '[part="button"]');
  return element;
}

/** The link or button the element draws. */
const inner = <T extends HTMLElement = HTMLElement>(element: Element) => part<T>(element, 'button');

/** The label a visitor reads: the text slotted into the link or button. */
const label = (element: Element) =>
  inner(element)
    .querySelector<HTMLSlotElement>('slot:not([name])')!
    .assignedNodes()
    .map((node) => node.textContent)
    .join('')
    .trim();

export function ctaButtonTests(tag: string, { variants, defaultBackground }: CtaButtonLook) {
  /** `<tag attributes>text</tag>`, rendered. */
  const button = (attributes: string, text = 'Open account') => ctaButton(`<${tag} ${attributes}>${text}</${tag}>`);

  it('holds the same box before its view arrives as after, so nothing below moves', async () => {
    await expectBoxKeptThroughUpgrade(
      [
        `<${tag} href="/open">Open account</${tag}>`,
        `<${tag} href="/open" size="large" variant="${variants[1]}">Start trading today</${tag}>`,
        `<${tag} size="small" variant="${variants[2]}">Call me back</${tag}>`,
      ],
      '[part="button"]',
    );
  });

  it('is a link to its href, labelled by its content', async () => {
    const element = await button('href="/en/open-account"');
    const link = inner<HTMLAnchorElement>(element);
    expect(link.localName).to.equal('a');
    expect(link.getAttribute('href')).to.equal('/en/open-account');
    expect(link.hasAttribute('target')).to.equal(false);
    expect(label(element)).to.equal('Open account');
  });

  it('opens a new tab without giving the new page a handle on ours', async () => {
    const link = inner<HTMLAnchorElement>(await button('href="https://example.com/platform" target="_blank"'));
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
  });

  it('is a button that submits nothing without an href, and its click reaches the page', async () => {
    const form = await fixture<HTMLFormElement>(`<form><${tag}>Compare accounts</${tag}></form>`);
    const element = form.querySelector(tag)!;
    await rendered(element, '[part="button"]');
    const plain = inner<HTMLButtonElement>(element);
    expect(plain.localName).to.equal('button');
    expect(plain.type).to.equal('button');
    let submitted = 0;
    let clicks = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    element.addEventListener('click', () => (clicks += 1));
    plain.click();
    expect(clicks).to.equal(1);
    expect(submitted).to.equal(0);
  });

  it('shows a disabled button or link: not clickable, out of the tab order', async () => {
    expect(inner<HTMLButtonElement>(await button('disabled')).disabled).to.equal(true);
    const disabledLink = await button('href="/open" disabled');
    const link = inner(disabledLink);
    expect(link.hasAttribute('href')).to.equal(false);
    expect(link.getAttribute('aria-disabled')).to.equal('true');
    expect(link.getAttribute('role')).to.equal('link');
    disabledLink.removeAttribute('disabled');
    await waitUntil(() => inner(disabledLink).getAttribute('href') === '/open', 'the link was not enabled again');
  });

  for (const href of [' javascript:alert(1)', 'JavaScript:void(0)']) {
    it(`refuses the href "${href}" with one console error and a disabled button`, async () => {
      const console = captureConsole('error');
      try {
        const element = await button(`href="${href}"`);
        const plain = inner<HTMLButtonElement>(element);
        expect(plain.localName).to.equal('button');
        expect(plain.disabled).to.equal(true);
        expect(element.shadowRoot!.querySelector('a')).to.equal(null);
        await waitUntil(() => console.messages.length > 0, 'no console error');
        expect(console.messages).to.have.length(1);
        expect(console.messages[0]).to.contain(`<${tag}>`).and.contain('"href"').and.contain(href.trim());
      } finally {
        console.restore();
      }
    });
  }

  it('accepts mailto:, tel: and in-page links', async () => {
    for (const href of ['mailto:support@example.com', 'tel:+442071234567', '#fees']) {
      expect(inner(await button(`href="${href}"`, 'Contact us')).getAttribute('href'), href).to.equal(href);
    }
  });

  it('falls back to the default look on an unknown variant, with one console error', async () => {
    const console = captureConsole('error');
    try {
      const element = await button('variant="huge" href="/open"');
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain(`<${tag}>`).and.contain('"variant"');
      expect(inner(element).classList.contains(variants[0]!)).to.equal(true);
      expect(getComputedStyle(inner(element)).backgroundColor).to.equal(defaultBackground);
    } finally {
      console.restore();
    }
  });

  it('draws each variant differently, and keeps a 44 px target at every size', async () => {
    const looks = new Set<string>();
    for (const variant of variants) {
      for (const size of SIZES) {
        const element = await button(`variant="${variant}" size="${size}" href="/open"`, 'Go');
        const style = getComputedStyle(inner(element));
        if (size === 'medium') looks.add(`${style.backgroundColor} ${style.borderColor} ${style.color}`);
        const box = inner(element).getBoundingClientRect();
        expect(box.height, `${variant} ${size}`).to.be.at.least(44);
        expect(box.width, `${variant} ${size}`).to.be.at.least(44);
      }
    }
    expect(looks.size).to.equal(variants.length);
  });

  it('shows a focus ring when reached with the keyboard', async () => {
    const element = await button('href="/open"');
    await sendKeys({ press: 'Tab' });
    expectFocused(inner(element));
    const style = getComputedStyle(inner(element));
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
  });

  it('puts a slotted icon before the label', async () => {
    const element = await button(
      'href="/open"',
      '<svg slot="icon" aria-hidden="true" viewBox="0 0 10 10"></svg>Open account',
    );
    const icon = element.querySelector('svg')!;
    const text = inner(element).querySelector('.label')!;
    expect(icon.getBoundingClientRect().right).to.be.at.most(text.getBoundingClientRect().left);
  });

  describe('on a desktop', () => {
    atDesktopWidth();

    it('sits in the line, as wide as its label, and full-width fills its container', async () => {
      const wrapper = await fixture<HTMLElement>(
        `<div style="width: 600px">
          <${tag} href="/open">Open account</${tag}>
          <${tag} href="/open" full-width>Open account</${tag}>
        </div>`,
      );
      const [inline, full] = [...wrapper.querySelectorAll(tag)];
      await rendered(full!, '[part="button"]');
      await rendered(inline!, '[part="button"]');
      expect(inline!.getBoundingClientRect().width).to.be.below(300);
      expect(full!.getBoundingClientRect().width).to.equal(600);
      expect(inner(full!).getBoundingClientRect().width).to.equal(600);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('wraps a long label inside the screen, and full-width fills it', async () => {
      const element = await button(
        'href="/open" size="large" full-width',
        'Open a live trading account in under five minutes with no deposit needed',
      );
      expect(element.getBoundingClientRect().right).to.be.at.most(360);
      expect(inner(element).getBoundingClientRect().width).to.equal(element.getBoundingClientRect().width);
      expectPhoneLayout(element);
    });
  });
}
