import { expect, fixture, waitUntil } from '@open-wc/testing';
import { readPageConfig } from '../platform/dom/page-config';
import { backendUrl } from '../test/harness';
import { countObservers } from '../test/observers';
import { useFakeClock } from '../test/fake-clock';
import { longPage, scrollUntil } from '../test/scrolling';
import { startPageBehaviours } from './index';

const config = () => readPageConfig({ dataset: {}, lang: 'de', origin: location.origin });

describe('startPageBehaviours', () => {
  // Smooth scrolling times itself on systemClock: the test runs it on a fake one.
  const clock = useFakeClock();
  let stop = () => {};
  afterEach(() => stop());

  it('runs the page behaviours: session display, scroll detection, lazy images and the chart chunk', async () => {
    const backend = await backendUrl();
    const page = await fixture(`<div>
      <div class="detect">Seen</div>
      <img data-src="${backend}/videos/poster.svg" alt="Poster" width="10" height="10">
      <div data-trading-chart style="height: 200px" data-script-src="/demo/trading-chart-stand-in.js"></div>
    </div>`);
    stop = startPageBehaviours(config());
    expect(document.body.classList.contains('guest')).to.equal(true);
    await waitUntil(() => page.querySelector('.detect')!.classList.contains('detected'), 'no scroll detection');
    await waitUntil(() => page.querySelector('img')!.getAttribute('src')?.endsWith('poster.svg'), 'no lazy image');
    const chart = page.querySelector<HTMLElement>('[data-trading-chart]')!;
    await waitUntil(() => chart.dataset.state === 'loaded', 'no chart');
    expect(chart.textContent).to.contain('AAPL · D · de');
  });

  it('covers content inserted after start-up, with one MutationObserver for all behaviours', async () => {
    const backend = await backendUrl();
    const page = await longPage('<p>Loading…</p>');
    const observers = countObservers(() => {
      stop = startPageBehaviours(config());
    });
    // What a pjax navigation or an infinite list inserts:
    page.innerHTML = `
      <div class="detect">Seen</div>
      <img data-src="${backend}/videos/poster.svg" alt="Poster" width="10" height="10">
      <div data-trading-chart style="height: 200px" data-script-src="/demo/trading-chart-stand-in.js"></div>
      <a id="to-notes" href="#notes">Notes</a> <sup id="mark">1</sup>
      <ol id="notes" style="position: absolute; top: 3000px"><li>Average spread.</li></ol>`;
    await waitUntil(() => page.querySelector('.detect')!.classList.contains('detected'), 'no scroll detection');
    await waitUntil(() => page.querySelector('img')!.getAttribute('src')?.endsWith('poster.svg'), 'no lazy image');
    await waitUntil(() => page.querySelector<HTMLElement>('[data-trading-chart]')!.dataset.state === 'loaded');
    expect(observers).to.equal(1);

    const link = page.querySelector('#to-notes')!;
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented, 'the anchor was not handled').to.equal(true);
    await scrollUntil(clock(), () => scrollY > 2000, 'the anchor did not scroll');
    scrollTo({ top: 0, behavior: 'instant' });
    page.querySelector('#mark')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await scrollUntil(clock(), () => scrollY > 2000, 'the superscript did not scroll');
    history.replaceState(null, '', location.pathname + location.search);
  });
});
