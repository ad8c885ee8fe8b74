import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { expectFocused } from '../../test/focus';
import { expectOneError } from '../../test/attribute-errors';
import { define, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { boxBeforeUpgrade } from '../../test/upgrade-box';
import { marketButtons } from './market-buttons.element';
import tr from '../../catalogues/tr';
import { builtIn } from '../../test/words';
import { marketButtonsWords } from './market-buttons.words';

const APPLE = 'https://apps.apple.com/app/id1222861799';
const GOOGLE = 'https://play.google.com/store/apps/details?id=com.example.broker';
const HUAWEI = 'https://appgallery.huawei.com/app/C104212345';

const badges = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="badge"]')];
/** What a visitor reads on each badge (its accessible name adds "(opens in a new tab)"). */
const texts = (element: Element) =>
  badges(element).map((badge) =>
    [...badge.querySelectorAll('.caption, .name')].map((part) => part.textContent).join(' '),
  );

async function allThree() {
  const element = await fixture<HTMLElement>(
    html`<market-buttons apple-store=${APPLE} google-play=${GOOGLE} appgallery=${HUAWEI}></market-buttons>`,
  );
  await rendered(element, '[part="badge"]');
  return element;
}

describe('<market-buttons>', () => {
  before(() => {
    define(marketButtons);
    installDocumentStyles();
  });

  it('holds the height of its badges before its view arrives, stacked on phones and in a row from 544 px', async () => {
    const markup = `<market-buttons apple-store="${APPLE}" google-play="${GOOGLE}" appgallery="${HUAWEI}"></market-buttons>`;
    const two = `<market-buttons apple-store="${APPLE}" google-play="${GOOGLE}"></market-buttons>`;
    for (const [width, template] of [
      [360, markup],
      [360, two],
      [800, markup],
    ] as const) {
      const before = await boxBeforeUpgrade(template, width);
      const box = await fixture<HTMLElement>(html`<div style="width: ${width}px"></div>`);
      await setViewport({ width, height: 700 });
      box.innerHTML = template;
      const element = box.firstElementChild!;
      await rendered(element, '[part="badge"]');
      expect(Math.abs(element.getBoundingClientRect().height - before.height), `${width} px`).to.be.below(1);
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows a badge per store, worded as the stores word them, each linking to its store in a new tab', async () => {
    const element = await allThree();
    expect(texts(element)).to.deep.equal([
      'Download on the App Store',
      'Get it on Google Play',
      'Explore it on AppGallery',
    ]);
    expect(badges(element).map((badge) => badge.href)).to.deep.equal([APPLE, GOOGLE, HUAWEI]);
    for (const badge of badges(element)) {
      expect(badge.target).to.equal('_blank');
      expect(badge.rel).to.equal('noopener');
      expect(badge.getAttribute('aria-label')).to.match(
        /^(Download on the|Get it on|Explore it on) .+ \(opens in a new tab\)$/,
      );
      expect(badge.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    }
  });

  it('shows only the stores given', async () => {
    const element = await fixture<HTMLElement>(html`<market-buttons google-play=${GOOGLE}></market-buttons>`);
    await rendered(element, '[part="badge"]');
    expect(texts(element)).to.deep.equal(['Get it on Google Play']);
    element.setAttribute('apple-store', APPLE);
    await waitUntil(() => badges(element).length === 2, 'the App Store badge did not appear');
    expect(texts(element)[0]).to.equal('Download on the App Store');
  });

  it('leaves out a badge whose URL is not http(s), with one console error naming the attribute', async () => {
    await expectOneError('market-buttons', ['"apple-store"', 'javascript:'], async (messages) => {
      const element = await fixture<HTMLElement>(
        html`<market-buttons apple-store="javascript:alert(1)" google-play=${GOOGLE}></market-buttons>`,
      );
      await rendered(element, '[part="badge"]');
      expect(texts(element)).to.deep.equal(['Get it on Google Play']);
      expect(messages).to.have.length(1);
      element.setAttribute('appgallery', HUAWEI);
      await waitUntil(() => badges(element).length === 2, 'the AppGallery badge did not appear');
    });
  });

  it('draws nothing when no store is given', async () => {
    const element = await fixture<HTMLElement>(html`<market-buttons></market-buttons>`);
    await waitUntil(() => element.hasAttribute('data-view'), 'the view did not render');
    expect(element.shadowRoot!.querySelector('ul')).to.equal(null);
    expect(element.getBoundingClientRect().height).to.equal(0);
  });

  it('badges are 48 px targets reached with the keyboard, with a focus ring', async () => {
    const element = await allThree();
    for (const badge of badges(element)) expect(badge.getBoundingClientRect().height).to.be.at.least(48);
    await sendKeys({ press: 'Tab' });
    expectFocused(badges(element)[0]!);
    expect(getComputedStyle(badges(element)[0]!).outlineStyle).to.equal('solid');
    await sendKeys({ press: 'Tab' });
    expectFocused(badges(element)[1]!);
  });

  it('is accessible', async () => {
    await expect(await allThree()).to.be.accessible();
  });

  describe('from 544 px', () => {
    before(() => setViewport({ width: 544, height: 700 }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('puts the badges in a row', async () => {
      const tops = badges(await allThree()).map((badge) => Math.round(badge.getBoundingClientRect().top));
      expect(new Set(tops.slice(0, 2)).size, 'first two badges on one line').to.equal(1);
    });
  });

  describe('on a desktop', () => {
    atDesktopWidth();

    it('puts all three badges in one row', async () => {
      const tops = badges(await allThree()).map((badge) => Math.round(badge.getBoundingClientRect().top));
      expect(new Set(tops).size).to.equal(1);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('stacks the badges, each inside the screen', async () => {
      const element = await allThree();
      const boxes = badges(element).map((badge) => badge.getBoundingClientRect());
      expect(boxes[1]!.top).to.be.at.least(boxes[0]!.bottom);
      expect(boxes[2]!.top).to.be.at.least(boxes[1]!.bottom);
      expectPhoneLayout(element);
    });
  });

  describe('just below 544 px', () => {
    before(() => setViewport({ width: 543, height: 700 }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('still stacks the badges', async () => {
      const boxes = badges(await allThree()).map((badge) => badge.getBoundingClientRect());
      expect(boxes[1]!.top).to.be.at.least(boxes[0]!.bottom);
    });
  });
});

describe('<market-buttons> in Turkish', () => {
  before(() => define(marketButtons));

  it('captions each badge with its Turkish sentence around the store, which says it opens a new tab', async () => {
    const section = await fixture<HTMLElement>(
      html`<section lang="tr"><market-buttons apple-store=${APPLE} google-play=${GOOGLE}></market-buttons></section>`,
    );
    const element = section.querySelector('market-buttons')!;
    const tr_ = (key: string, values = {}) => builtIn(tr, 'tr', marketButtonsWords, key, values);
    const apple = tr_('apple_store', { store: 'App Store' });
    const google = tr_('google_play', { store: 'Google Play' });
    await waitUntil(
      () => badges(element)[0]?.getAttribute('aria-label') === tr_('new_tab', { badge: apple }),
      'not named in Turkish',
    );
    expect(badges(element)[1]!.getAttribute('aria-label')).to.equal(tr_('new_tab', { badge: google }));
    // "{store}’dan indirin": the store's name first, the caption after it, spaced as the sentence is.
    expect(badges(element).map((badge) => badge.querySelector('.text')!.textContent)).to.deep.equal([apple, google]);
    expect(badges(element)[0]!.querySelector('.name + .caption')!.textContent).to.equal('’dan indirin');
  });
});
