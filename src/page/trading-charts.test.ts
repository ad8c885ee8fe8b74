import { expect, waitUntil } from '@open-wc/testing';
import { backendRequests, backendUrl, captureConsole } from '../test/harness';
import { allowBackendScripts, refusedScripts, scriptInDocument, scriptRan } from '../test/script-addresses';
import { longPage, settle } from '../test/scrolling';
import { lazyLoadTradingCharts } from './trading-charts';

before(allowBackendScripts);

describe('lazy trading charts', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('fetch the chart script only when the chart nears the viewport, then draw AAPL daily', async () => {
    const test = `chart-${Date.now()}`;
    const page = await longPage(`<div data-trading-chart style="position: absolute; top: 3000px; height: 300px"
      data-script-src="${await backendUrl()}/trading-chart-stand-in.js?test=${test}"></div>`);
    stop = lazyLoadTradingCharts('en-GB');
    const chart = page.querySelector<HTMLElement>('[data-trading-chart]')!;
    await settle();
    expect(await backendRequests(test)).to.deep.equal([]);
    scrollTo({ top: 2200, behavior: 'instant' });
    await waitUntil(() => chart.dataset.state === 'loaded', 'the chart was not drawn');
    expect(chart.querySelector('figcaption')!.textContent).to.contain('AAPL · D · en');
    expect(await backendRequests(test)).to.have.length(1);
  });

  it('log an error for a chart without data-script-src', async () => {
    await longPage('<div data-trading-chart style="height: 300px"></div>');
    const errors = captureConsole();
    try {
      stop = lazyLoadTradingCharts('en');
      await waitUntil(() => errors.messages.length === 1);
    } finally {
      errors.restore();
    }
    expect(errors.messages[0]).to.contain('data-script-src');
  });

  it('draw a chart from the page’s own origin', async () => {
    const page = await longPage(
      '<div data-trading-chart style="height: 300px" data-script-src="/demo/trading-chart-stand-in.js"></div>',
    );
    stop = lazyLoadTradingCharts('en');
    const chart = page.querySelector<HTMLElement>('[data-trading-chart]')!;
    await waitUntil(() => chart.dataset.state === 'loaded', 'the chart was not drawn');
    expect(scriptInDocument('/demo/trading-chart-stand-in.js')).to.equal(true);
  });

  for (const { what, src, names } of refusedScripts('chart')) {
    it(`refuse ${what} in data-script-src: one error, no script, the placeholder stays`, async () => {
      const page = await longPage(`<div data-trading-chart style="height: 300px" data-script-src="${src}"></div>`);
      const chart = page.querySelector<HTMLElement>('[data-trading-chart]')!;
      const errors = captureConsole();
      try {
        stop = lazyLoadTradingCharts('en');
        await waitUntil(() => chart.dataset.state === 'failed', 'the chart did not fail');
      } finally {
        errors.restore();
      }
      expect(scriptInDocument(src)).to.equal(false);
      expect(scriptRan('chart')).to.equal(false);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('[data-trading-chart] data-script-src').and.contain(names);
    });
  }
});
