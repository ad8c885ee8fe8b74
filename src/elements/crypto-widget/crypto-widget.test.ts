import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { backendUrl, define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { cryptoWidget } from './crypto-widget.element';

const cell = (el: Element, instrument: string, field: string) =>
  el.shadowRoot!.querySelector(`[data-instrument="${instrument}"] [data-field="${field}"]`);

describe('<crypto-widget>', () => {
  before(() => define(cryptoWidget));

  it('shows bid, ask and the day and week change of each coin from the live feed', async () => {
    const base = `${await backendUrl()}/__scope/crypto-${Date.now()}`;
    const el = await fixture(
      html`<crypto-widget
        pairs="BTCUSD,ETHUSD"
        token-url=${`${base}/api/quotes/token`}
        ws_api=${`${base.replace('http', 'ws')}/ws/quotes`}
        instrument-names='{"BTCUSD": "Bitcoin"}'
      ></crypto-widget>`,
    );
    await rendered(el, '[data-instrument="BTCUSD"]');
    await waitUntil(() => /^\d/.test(cell(el, 'BTCUSD', 'bid')?.textContent ?? ''), 'no price', { timeout: 5000 });
    expect(cell(el, 'BTCUSD', 'name')!.textContent).to.contain('Bitcoin');
    for (const field of ['d_c', 'w_c']) {
      const change = cell(el, 'BTCUSD', field)!;
      expect(change.textContent).to.match(/\d+\.\d{2}%$/);
      expect(change.textContent).not.to.contain('-');
    }
    await expect(el).to.be.accessible();
  });

  it('gives the change cell the positive class only above 0', async () => {
    const base = `${await backendUrl()}/__scope/crypto-classes-${Date.now()}`;
    const el = await fixture(
      html`<crypto-widget
        pairs="BTCUSD,ETHUSD,LTCUSD"
        token-url=${`${base}/api/quotes/token`}
        ws_api=${`${base.replace('http', 'ws')}/ws/quotes`}
      ></crypto-widget>`,
    );
    await waitUntil(() => /^\d/.test(cell(el, 'LTCUSD', 'bid')?.textContent ?? ''), 'no price', { timeout: 5000 });
    for (const change of el.shadowRoot!.querySelectorAll('[data-field="d_c"], [data-field="w_c"]')) {
      const shownUp = change.textContent!.includes('up');
      expect(change.classList.contains('positive')).to.equal(shownUp, change.textContent!);
    }
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
  });
});
