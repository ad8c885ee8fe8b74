import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectOneError } from '../../test/attribute-errors';
import { define, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { beforeUpgrade } from '../../test/upgrade-box';
import { articleShare } from './article-share.element';
import it_ from '../../catalogues/it';
import { builtIn } from '../../test/words';
import { articleShareWords } from './article-share.words';

interface OpenCall {
  url: string;
  target: string;
  features: string;
}

interface StubbedOpen {
  calls: OpenCall[];
  popup: Window;
}

/**
 * Runs `check` with window.open replaced: it records each call and answers a window, or null as
 * a popup blocker does.
 */
function withStubbedOpen(blocked: boolean, check: (open: StubbedOpen) => void) {
  const calls: OpenCall[] = [];
  const original = window.open;
  const popup = { opener: window as unknown } as Window;
  window.open = ((url: string, target: string, features: string) => {
    calls.push({ url, target, features });
    return blocked ? null : popup;
  }) as typeof window.open;
  try {
    check({ calls, popup });
  } finally {
    window.open = original;
  }
}

/**
 * Clicks `link` as a visitor does (with `keys` such as ctrlKey held) and tells whether our
 * handler left the navigation to the browser; the navigation itself is stopped afterwards, so
 * the test page stays.
 */
function clickAndSeeIfFollowed(link: HTMLElement, keys: MouseEventInit = {}): boolean {
  let followed = false;
  const listener = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ...keys }));
  document.removeEventListener('click', listener);
  return followed;
}

/** Runs `check` in a browser that offers navigator.share, as `share`. */
async function withNativeShare(share: (data: ShareData) => Promise<void>, check: () => Promise<void>) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  try {
    await check();
  } finally {
    delete (navigator as { share?: unknown }).share;
  }
}

const links = (element: HTMLElement) => [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[part~="link"]')];

async function mount(
  template = html`<article-share url="https://example.com/news/gold" title="Gold hits a record"></article-share>`,
) {
  const element = await fixture<HTMLElement>(template);
  await rendered(element, 'a[part~="link"]');
  return element;
}

before(() => define(articleShare));

/** The element's height in a document where it is not defined, with the page's document sheet. */
const heightBeforeUpgrade = (markup: string): Promise<number> =>
  beforeUpgrade(markup, (doc) => doc.body.firstElementChild!.getBoundingClientRect().height);

describe('<article-share>', () => {
  it('gives every network a real, named link carrying the encoded URL and title', async () => {
    const element = await mount();
    const all = links(element);
    expect(all.map((link) => link.getAttribute('aria-label'))).to.deep.equal([
      'Share on Facebook',
      'Share on LinkedIn',
      'Share on X (Twitter)',
      'Share on Telegram',
    ]);
    const linkedin = new URL(all[1]!.href);
    expect(linkedin.hostname).to.equal('www.linkedin.com');
    expect(linkedin.searchParams.get('url')).to.equal('https://example.com/news/gold');
    expect(linkedin.searchParams.get('title')).to.equal('Gold hits a record');
    expect(all[1]!.target).to.equal('_blank');
    expect(all[1]!.rel).to.contain('noopener');
  });

  it('opens a share link in a 500×500 window, and cuts the window off from this page', async () => {
    const element = await mount();
    withStubbedOpen(false, ({ calls, popup }) => {
      const followed = clickAndSeeIfFollowed(links(element)[2]!);
      expect(followed, 'the link was followed as well as opened').to.equal(false);
      expect(calls).to.have.length(1);
      expect(calls[0]!.url).to.equal(links(element)[2]!.href);
      expect(calls[0]!.features)
        .to.match(/(^|,)width=500(,|$)/)
        .and.match(/(^|,)height=500(,|$)/);
      expect(popup.opener).to.equal(null);
    });
  });

  it('follows the link normally when the popup is blocked', async () => {
    const element = await mount();
    withStubbedOpen(true, ({ calls }) => {
      expect(clickAndSeeIfFollowed(links(element)[0]!)).to.equal(true);
      expect(calls).to.have.length(1);
    });
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const element = await mount();
    withStubbedOpen(false, ({ calls }) => {
      expect(clickAndSeeIfFollowed(links(element)[0]!, { ctrlKey: true })).to.equal(true);
      expect(calls).to.have.length(0);
    });
  });

  it("shares the page's canonical URL and the document title by default", async () => {
    const canonical = Object.assign(document.createElement('link'), {
      rel: 'canonical',
      href: 'https://example.com/canonical-page',
    });
    document.head.append(canonical);
    const title = document.title;
    document.title = 'Oil & gas outlook';
    try {
      const element = await mount(html`<article-share></article-share>`);
      const twitter = new URL(links(element)[2]!.href);
      expect(twitter.searchParams.get('url')).to.equal('https://example.com/canonical-page');
      expect(twitter.searchParams.get('text')).to.equal('Oil & gas outlook');
    } finally {
      canonical.remove();
      document.title = title;
    }
  });

  it('logs one error for a URL that is not absolute http(s), and shares the page instead', async () => {
    await expectOneError('article-share', ['attribute "url"'], async () => {
      const element = await mount(html`<article-share url="javascript:alert(1)" title="T"></article-share>`);
      expect(new URL(links(element)[0]!.href).searchParams.get('u')).to.equal(location.href);
    });
  });

  it('offers the native share first where the browser has it, with the same URL and title', async () => {
    const shared: ShareData[] = [];
    await withNativeShare(
      (data) => (shared.push(data), Promise.resolve()),
      async () => {
        const element = await mount();
        const button = element.shadowRoot!.querySelector<HTMLButtonElement>('li:first-child button')!;
        expect(button, 'no native share button first').to.exist;
        expect(button.textContent).to.equal('Share');
        button.click();
        expect(shared).to.deep.equal([{ url: 'https://example.com/news/gold', title: 'Gold hits a record' }]);
        await expect(element).to.be.accessible();
      },
    );
  });

  it('shows no native share button where the browser has none', async () => {
    expect(typeof navigator.share).to.equal('undefined');
    const element = await mount();
    expect(element.shadowRoot!.querySelector('button')).to.equal(null);
  });

  it('holds the height of its row before the upgrade, so nothing below moves', async () => {
    const element = await mount();
    expect(await heightBeforeUpgrade('<article-share url="https://example.com/a"></article-share>')).to.equal(
      element.getBoundingClientRect().height,
    );
  });

  describe('at desktop width', () => {
    atDesktopWidth();

    it('has 44 px targets and passes an accessibility audit', async () => {
      const element = await mount();
      const sides = links(element).flatMap((link) => {
        const box = link.getBoundingClientRect();
        return [box.width, box.height];
      });
      expect(Math.min(...sides), sides.join(' ')).to.be.at.least(44);
      await expect(element).to.be.accessible();
    });
  });
});

describe('<article-share> on a phone', () => {
  atPhoneWidth();

  it('fits the window with its links and the native share button', async () => {
    await withNativeShare(
      () => Promise.resolve(),
      async () => {
        const element = await mount();
        expectPhoneLayout(element);
        await expect(element).to.be.accessible();
      },
    );
  });
});

describe('<article-share> in Italian', () => {
  before(() => define(articleShare));

  it("names each network's link in Italian, the network inside the sentence", async () => {
    const section = await fixture<HTMLElement>(html`<section lang="it"><article-share></article-share></section>`);
    const el = section.querySelector('article-share')!;
    const expected = ['Facebook', 'LinkedIn', 'X (Twitter)', 'Telegram'].map((network) =>
      builtIn(it_, 'it', articleShareWords, 'share_on', { network }),
    );
    const names = () =>
      [...el.shadowRoot!.querySelectorAll('a[data-network]')].map((link) => link.getAttribute('aria-label'));
    await waitUntil(() => JSON.stringify(names()) === JSON.stringify(expected), 'not named in Italian');
    expect(
      [...el.shadowRoot!.querySelectorAll('a[data-network]')].map((link) => link.getAttribute('title')),
    ).to.deep.equal(expected);
  });
});
