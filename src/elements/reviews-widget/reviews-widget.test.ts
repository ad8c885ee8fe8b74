import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { backendRequests, backendUrl, captureConsole, define, nextFrame, rendered } from '../../test/harness';
import { useFakeClock } from '../../test/fake-clock';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { allowBackendScripts, refusedScripts, scriptInDocument, scriptRan } from '../../test/script-addresses';
import { uniqueName } from '../../test/seeded-random';
import { REVIEWS_CONTAINER_SELECTOR, reviewsDelay } from './reviews-widget.model';
import { reviewsWidget } from './reviews-widget.element';

async function standInSrc(name = 'reviews-stand-in.js') {
  return `${await backendUrl()}/${name}?test=${uniqueName('reviews')}`;
}

/** The widget's nearest reviews container, as the element finds it. */
function containerOf(markup: string): Element | null {
  const page = document.createElement('div');
  page.innerHTML = markup;
  return page.querySelector('reviews-widget')!.closest(REVIEWS_CONTAINER_SELECTOR);
}

before(allowBackendScripts);
before(() => define(reviewsWidget));

/** A widget in a 0 ms container with fallback content, once it has settled (loaded or failed). */
async function settledWidget(src: string) {
  const container = await fixture(
    html`<div class="forex-demo-reviews">
      <reviews-widget src=${src}>
        <div class="reviews-stand-in"><a href="https://reviews.example/broker">Read our reviews</a></div>
      </reviews-widget>
    </div>`,
  );
  const widget = container.querySelector<HTMLElement>('reviews-widget')!;
  await waitUntil(() => widget.dataset.state && widget.dataset.state !== 'waiting', 'the widget never settled');
  return widget;
}

describe('reviewsDelay', () => {
  it('is 5000 ms outside any reviews container', () => {
    expect(reviewsDelay(containerOf('<section><reviews-widget></reviews-widget></section>'))).to.equal(5000);
  });

  it('is 0 ms inside a forex demo reviews container', () => {
    expect(
      reviewsDelay(containerOf('<div class="forex-demo-reviews"><reviews-widget></reviews-widget></div>')),
    ).to.equal(0);
  });

  it('is 2500 ms inside an invest stocks reviews container', () => {
    const markup = '<div class="invest-stocks-reviews"><p><reviews-widget></reviews-widget></p></div>';
    expect(reviewsDelay(containerOf(markup))).to.equal(2500);
  });

  it('follows the nearest container', () => {
    const markup =
      '<div class="forex-demo-reviews"><div class="invest-stocks-reviews"><reviews-widget></reviews-widget></div></div>';
    expect(reviewsDelay(containerOf(markup))).to.equal(2500);
  });
});

describe('reviews-widget', () => {
  describe('on the clock', () => {
    const clock = useFakeClock();

    it('loads its script 0, 2500 and 5000 ms after the page has loaded, by container', async () => {
      const [forex, invest, plain] = [await standInSrc(), await standInSrc(), await standInSrc()];
      const container = await fixture(
        html`<div>
          <div class="forex-demo-reviews"><reviews-widget src=${forex}></reviews-widget></div>
          <div class="invest-stocks-reviews"><reviews-widget src=${invest}></reviews-widget></div>
          <reviews-widget src=${plain}></reviews-widget>
        </div>`,
      );
      for (const widget of container.querySelectorAll('reviews-widget')) await rendered(widget, 'slot');
      await waitUntil(() => clock().pending === 3, 'the widgets set no timers');
      /** Which of the three scripts are in the document, after `ms` more. */
      const loadedAfter = (ms: number) => {
        clock().advance(ms);
        return [forex, invest, plain].map(scriptInDocument);
      };
      expect(loadedAfter(0)).to.deep.equal([true, false, false]);
      expect(loadedAfter(2499)).to.deep.equal([true, false, false]);
      expect(loadedAfter(1)).to.deep.equal([true, true, false]);
      expect(loadedAfter(2499)).to.deep.equal([true, true, false]);
      expect(loadedAfter(1)).to.deep.equal([true, true, true]);
      await waitUntil(async () => (await backendRequests(new URL(plain).search)).length === 1, 'no script request');
    });
  });

  it('waits for the page load event before counting', async () => {
    const src = await standInSrc();
    // The page's real getter is the one the library reads (src/platform/dom/page-globals.ts).
    const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
    Object.defineProperty(Document.prototype, 'readyState', { ...readyState, get: () => 'loading' });
    try {
      const widget = await fixture(
        html`<div class="forex-demo-reviews"><reviews-widget src=${src}></reviews-widget></div>`,
      );
      await rendered(widget.querySelector('reviews-widget')!, 'slot');
      await nextFrame();
      await nextFrame();
      expect(await backendRequests(new URL(src).search)).to.have.length(0);
      dispatchEvent(new Event('load'));
      await waitUntil(
        async () => (await backendRequests(new URL(src).search)).length === 1,
        'not loaded after the load event',
      );
    } finally {
      Object.defineProperty(Document.prototype, 'readyState', readyState);
    }
  });

  it('lets the third party render into its mount point in place of the fallback', async () => {
    const src = await standInSrc();
    const widget = await settledWidget(src);
    expect(widget.dataset.state).to.equal('loaded');
    const mount = widget.querySelector<HTMLElement>('.reviews-stand-in')!;
    expect(mount.hasAttribute('data-rendered')).to.equal(true);
    expect(mount.textContent).to.contain('out of 5');
    await expect(widget).to.be.accessible();
  });

  it('keeps the fallback and logs one error when the script is missing', async () => {
    const console = captureConsole();
    try {
      const src = await standInSrc('missing-reviews.js');
      const widget = await settledWidget(src);
      expect(widget.dataset.state).to.equal('failed');
      expect(widget.textContent!.trim()).to.equal('Read our reviews');
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<reviews-widget>').and.contain('missing-reviews.js');
      await expect(widget).to.be.accessible();
    } finally {
      console.restore();
    }
  });
});

describe('reviews-widget script addresses', () => {
  it('loads a script from the page’s own origin', async () => {
    const src = `/demo/reviews-stand-in.js?test=${uniqueName('reviews')}`;
    const widget = await settledWidget(src);
    expect(widget.dataset.state).to.equal('loaded');
    expect(widget.querySelector('[data-rendered]')).to.not.equal(null);
  });

  for (const { what, src, names } of refusedScripts('reviews')) {
    it(`refuses ${what} in src: one error, no script, the fallback stays`, async () => {
      const errors = captureConsole();
      let widget: HTMLElement;
      try {
        widget = await settledWidget(src);
      } finally {
        errors.restore();
      }
      expect(widget.dataset.state).to.equal('failed');
      expect(widget.textContent!.trim()).to.equal('Read our reviews');
      expect(scriptInDocument(src)).to.equal(false);
      expect(scriptRan('reviews')).to.equal(false);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<reviews-widget> src').and.contain(names);
    });
  }
});

describe('reviews-widget at 360 px', () => {
  atPhoneWidth();

  it('fits three review cards in a wrapping row, before and after the script renders them', async () => {
    const src = await standInSrc();
    const container = await fixture(
      html`<div class="forex-demo-reviews" style="display: flex; flex-wrap: wrap; gap: 16px">
        ${[4.9, 4.7, 4.5].map(
          (rating) =>
            html`<reviews-widget src=${src} style="flex: 1 1 200px">
              <div class="reviews-stand-in" data-rating=${rating}>
                <a href="https://reviews.example/broker">Read what our clients say about us</a>
              </div>
            </reviews-widget>`,
        )}
      </div>`,
    );
    expectPhoneLayout(container);
    const widgets = [...container.querySelectorAll<HTMLElement>('reviews-widget')];
    await waitUntil(
      () => widgets.every((widget) => widget.querySelector('[data-rendered]')),
      'the cards did not render',
    );
    expectPhoneLayout(container);
  });
});
