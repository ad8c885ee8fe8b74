import { expect, fixture, waitUntil } from '@open-wc/testing';
import { readPageConfig } from '../platform/dom/page-config';
import { backendUrl } from '../test/harness';
import { startPageBehaviours } from './index';

describe('startPageBehaviours', () => {
  it('runs the page behaviours: session display, scroll detection, lazy images and the chart chunk', async () => {
    const backend = await backendUrl();
    const page = await fixture(`<div>
      <div class="detect">Seen</div>
      <img data-src="${backend}/videos/poster.svg" alt="Poster" width="10" height="10">
      <div data-trading-chart style="height: 200px" data-script-src="${backend}/trading-chart-stand-in.js"></div>
    </div>`);
    startPageBehaviours(readPageConfig({ dataset: {}, lang: 'de', origin: location.origin }));
    expect(document.body.classList.contains('guest')).to.equal(true);
    await waitUntil(() => page.querySelector('.detect')!.classList.contains('detected'), 'no scroll detection');
    await waitUntil(() => page.querySelector('img')!.getAttribute('src')?.endsWith('poster.svg'), 'no lazy image');
    const chart = page.querySelector<HTMLElement>('[data-trading-chart]')!;
    await waitUntil(() => chart.dataset.state === 'loaded', 'no chart');
    expect(chart.textContent).to.contain('AAPL · D · de');
  });
});
