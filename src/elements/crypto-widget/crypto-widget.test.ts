import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { backendUrl, define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout, runTogether, textOutside } from '../../test/layout';
import { allowMarketQuotes, market } from '../../test/market';
import { cryptoWidget } from './crypto-widget.element';

const cell = (el: Element, instrument: string, field: string) =>
  el.shadowRoot!.querySelector(`[data-instrument="${instrument}"] [data-field="${field}"]`);

/** What a sighted visitor reads in a cell: its text without the visually hidden parts. */
const shownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => !(node instanceof Element && node.classList.contains('visually-hidden')))
    .map((node) => node.textContent)
    .join('');

describe('<crypto-widget>', () => {
  before(async () => {
    await allowMarketQuotes();
    define(cryptoWidget);
  });

  it('shows bid, ask and the day and week change of each coin from the live feed', async () => {
    const m = await market('crypto');
    const el = await fixture(
      html`<crypto-widget
        pairs="BTCUSD,ETHUSD"
        token-url=${m.tokenUrl}
        ws_api=${m.wsApi}
        instrument-names='{"BTCUSD": "Bitcoin"}'
      ></crypto-widget>`,
    );
    await rendered(el, '[data-instrument="BTCUSD"]');
    await waitUntil(() => /^\d/.test(cell(el, 'BTCUSD', 'bid')?.textContent ?? ''), 'no price', { timeout: 5000 });
    expect(cell(el, 'BTCUSD', 'name')!.textContent).to.contain('Bitcoin');
    await waitUntil(() => el.getAttribute('data-feed-state') === 'live', 'not live');
    expect(el.shadowRoot!.querySelector('[data-instrument="BTCUSD"]')!.getAttribute('data-freshness')).to.equal('live');
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.equal('');
    for (const field of ['d_c', 'w_c']) {
      expect(cell(el, 'BTCUSD', field)!.querySelector('.change-value')!.textContent).to.match(/^\d+\.\d{2}%$/);
    }
    await expect(el).to.be.accessible();
  });

  it('shows a change as its absolute value, the direction by class, arrow and hidden text', async () => {
    const m = await market('crypto-changes');
    await m.faults({ silent: true });
    const el = await fixture(
      html`<crypto-widget pairs="BTCUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></crypto-widget>`,
    );
    await m.push({ BTCUSD: { d_c: -2.345, w_c: 1.5 } });
    await waitUntil(() => /^\d/.test(cell(el, 'BTCUSD', 'bid')?.textContent ?? ''), 'no price', { timeout: 5000 });
    const [day, week] = [cell(el, 'BTCUSD', 'd_c')!, cell(el, 'BTCUSD', 'w_c')!];
    expect(day.querySelector('.change-value')!.textContent).to.equal('2.35%');
    expect(shownText(day)).to.equal('▼ 2.35%');
    expect(day.textContent).to.equal('▼ down 2.35%');
    // The absolute value (docs/RULES.md §9): no sign at all, neither '-' nor Intl's U+2212 minus.
    expect(day.textContent).not.to.match(/[-\u2212]/);
    expect(day.classList.contains('positive')).to.equal(false);
    expect(shownText(week)).to.equal('▲ 1.50%');
    expect(week.textContent).to.contain('up');
    expect(week.classList.contains('positive')).to.equal(true);

    await m.push({ BTCUSD: { d_c: 0 } });
    await waitUntil(() => cell(el, 'BTCUSD', 'd_c')!.textContent === '0.00%', 'a zero change shows a direction');
    expect(cell(el, 'BTCUSD', 'd_c')!.classList.contains('positive')).to.equal(false);
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('shows every coin with bid, ask and both changes in view, no text over text', async () => {
      const base = `${await backendUrl()}/__scope/crypto-phone-${Date.now()}`;
      const el = await fixture(
        html`<crypto-widget
          pairs="BTCUSD,ETHUSD,LTCUSD,XRPUSD"
          token-url=${`${base}/api/quotes/token`}
          ws_api=${`${base.replace('http', 'ws')}/ws/quotes`}
          instrument-names='{"BTCUSD":"Bitcoin","ETHUSD":"Ethereum","LTCUSD":"Litecoin","XRPUSD":"Ripple"}'
        ></crypto-widget>`,
      );
      await waitUntil(() => /^\d/.test(cell(el, 'BTCUSD', 'bid')?.textContent ?? ''), 'no price', { timeout: 5000 });
      await waitUntil(() => /^\d/.test(cell(el, 'XRPUSD', 'bid')?.textContent ?? ''), 'no price', { timeout: 5000 });
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });

    it('keeps five-digit prices and the change headings apart and inside a card of 312 px', async () => {
      const m = await market('crypto-card');
      // The demo's card at 360 px: a 312 px column, and its page's font (wider digits than the default serif).
      const card = await fixture(
        html`<div style="width: 312px; font-family: system-ui, sans-serif">
          <crypto-widget
            pairs="BTCUSD,ETHUSD"
            token-url=${m.tokenUrl}
            ws_api=${m.wsApi}
            instrument-names='{"BTCUSD":"Bitcoin","ETHUSD":"Ethereum"}'
          ></crypto-widget>
        </div>`,
      );
      const el = card.querySelector('crypto-widget')!;
      await waitUntil(() => /^\d{2},\d{3}/.test(cell(el, 'BTCUSD', 'bid')?.textContent ?? ''), 'no price', {
        timeout: 5000,
      });
      expectPhoneLayout(el);
      expect(textOutside(el), 'text outside the card').to.deep.equal([]);
      expect(runTogether(el.shadowRoot!), 'figures or headings run together').to.deep.equal([]);
    });
  });
});
