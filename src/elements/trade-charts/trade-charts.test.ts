import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { backendUrl, captureConsole, define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { tradeCharts } from './trade-charts.element';

describe('<trade-charts>', () => {
  let market: string;
  before(async () => {
    market = await backendUrl();
    document.body.dataset.quotesApi = market;
    define(tradeCharts);
  });
  afterEach(() =>
    fetch(`${market}/__market/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dayChanges: 'ok' }),
    }),
  );

  it('shows AAPL, TSLA, GOOG and NFLX by default, each with its bid, day change and line', async () => {
    const el = await fixture(html`<trade-charts></trade-charts>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[aria-busy="false"]'), 'still loading', { timeout: 5000 });
    const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="card"]')];
    expect(cards.map((card) => card.dataset.instrument)).to.deep.equal(['AAPL', 'TSLA', 'GOOG', 'NFLX']);
    for (const card of cards) {
      expect(card.querySelector('[data-field="bid"]')!.textContent).to.match(/^\d[\d,]*\.\d{2}$/);
      expect(card.querySelector('[data-field="change"]')!.textContent).to.match(/\d\.\d{2}%$/);
      expect(card.querySelector('path')!.getAttribute('d')).to.match(/^M0 [\d.]+ L/);
    }
    await expect(el).to.be.accessible();
  });

  it('logs one error and shows the error slot when the day changes fail', async () => {
    await fetch(`${market}/__market/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dayChanges: 'fail' }),
    });
    const console = captureConsole();
    try {
      const el = await fixture(
        html`<trade-charts instruments="AAPL"><span slot="error">No prices</span></trade-charts>`,
      );
      const error = await rendered(el, '[part="error"]');
      expect(error.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal('No prices');
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<trade-charts>');
    } finally {
      console.restore();
    }
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits every card, its bid, change and line, with no text over text', async () => {
      const el = await fixture(html`<trade-charts></trade-charts>`);
      await waitUntil(() => el.shadowRoot!.querySelector('[aria-busy="false"]'), 'still loading', { timeout: 5000 });
      expectPhoneLayout(el);
      for (const card of el.shadowRoot!.querySelectorAll('[part~="card"]')) {
        expect(card.getBoundingClientRect().right).to.be.at.most(innerWidth);
      }
    });
  });
});
