import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { captureConsole, define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { socialIcons } from './social-icons.element';

const links = (element: HTMLElement) => [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a')];

const all = html`<social-icons
  facebook="https://www.facebook.com/broker"
  linkedin="https://www.linkedin.com/company/broker"
  twitter="https://x.com/broker"
  youtube="https://www.youtube.com/@broker"
  telegram="https://t.me/broker"
  instagram="https://www.instagram.com/broker"
></social-icons>`;

before(() => define(socialIcons));

describe('<social-icons>', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('links every profile given, in order, named for assistive technology, in a new tab', async () => {
    const element = await fixture<HTMLElement>(all);
    await rendered(element, 'a');
    expect(links(element).map((link) => link.getAttribute('aria-label'))).to.deep.equal([
      'Facebook (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'X (Twitter) (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'Telegram (opens in a new tab)',
      'Instagram (opens in a new tab)',
    ]);
    expect(links(element)[3]!.href).to.equal('https://www.youtube.com/@broker');
    for (const link of links(element)) {
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.contain('noopener');
      expect(link.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    }
  });

  it('shows only the profiles given', async () => {
    const element = await fixture<HTMLElement>(
      html`<social-icons
        instagram="https://www.instagram.com/broker"
        linkedin="https://www.linkedin.com/company/broker"
      ></social-icons>`,
    );
    await rendered(element, 'a');
    expect(links(element).map((link) => link.dataset.network)).to.deep.equal(['linkedin', 'instagram']);
  });

  it('leaves out a profile that is not an http(s) URL, with one error naming the attribute', async () => {
    const console = captureConsole('error');
    try {
      const element = await fixture<HTMLElement>(
        html`<social-icons youtube="javascript:alert(1)" telegram="https://t.me/broker"></social-icons>`,
      );
      await rendered(element, 'a');
      element.setAttribute('telegram', 'https://t.me/broker_news');
      await rendered(element, 'a[href="https://t.me/broker_news"]');
      expect(links(element).map((link) => link.dataset.network)).to.deep.equal(['telegram']);
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<social-icons>').and.contain('attribute "youtube"');
    } finally {
      console.restore();
    }
  });

  it('has 44 px targets and passes an accessibility audit at desktop width', async () => {
    await setViewport({ width: 1280, height: 800 });
    const element = await fixture<HTMLElement>(all);
    await rendered(element, 'a');
    for (const link of links(element)) {
      const box = link.getBoundingClientRect();
      expect(box.width).to.be.at.least(44);
      expect(box.height).to.be.at.least(44);
    }
    await expect(element).to.be.accessible();
  });
});

describe('<social-icons> on a phone', () => {
  atPhoneWidth();

  it('wraps its six links inside the window', async () => {
    const element = await fixture<HTMLElement>(html`<div style="width: 150px">${all}</div>`);
    const icons = element.querySelector<HTMLElement>('social-icons')!;
    await rendered(icons, 'a');
    expectPhoneLayout(icons);
    const lastLink = links(icons).at(-1)!.getBoundingClientRect();
    expect(lastLink.right).to.be.at.most(innerWidth);
    await expect(icons).to.be.accessible();
  });
});
