import { expect } from '@open-wc/testing';
import { readAttribute } from '../../platform/runtime/attributes';
import { quotesWidgetAttributes } from './quotes-widget.attributes';
import { activePairs, headerLabels, initialTab } from './quotes-widget.model';

const tabs = [
  { name: 'Forex', pairs: 'eurusd, GBPUSD' },
  { name: 'Crypto', pairs: ['BTCUSD', ' ethusd '] },
];

describe('quotes widget configuration', () => {
  it('opens the configured tab when it exists, else the first', () => {
    expect(initialTab(tabs, 1)).to.equal(1);
    expect(initialTab(tabs, 2)).to.equal(0);
    expect(initialTab(tabs, -1)).to.equal(0);
    expect(initialTab(tabs, 0.5)).to.equal(0);
  });

  it("shows the active tab's pairs, upper-cased, or the pairs attribute without tabs", () => {
    expect(activePairs(['AAPL'], tabs, 0)).to.deep.equal(['EURUSD', 'GBPUSD']);
    expect(activePairs(['AAPL'], tabs, 1)).to.deep.equal(['BTCUSD', 'ETHUSD']);
    expect(activePairs(['aapl', ''], [], 0)).to.deep.equal(['AAPL']);
  });

  it('labels columns with translations over configured labels', () => {
    const titles = [
      { name: 'bid', label: 'Sell' },
      { name: 'spread', label: 'Spread' },
    ];
    expect(headerLabels(titles, { bid: 'Geld' }, (name) => name)).to.deep.equal([
      { name: 'bid', label: 'Geld' },
      { name: 'spread', label: 'Spread' },
    ]);
  });

  it('rejects tabs without a name or pairs, naming the tab', () => {
    expect(readAttribute(quotesWidgetAttributes.tabs, '[{"name":"A","pairs":"X"},{"name":"B"}]')).to.deep.equal({
      value: [],
      error: 'tab 1 needs a text "name" and "pairs"',
    });
    expect(readAttribute(quotesWidgetAttributes.headerTitles, '{}').error).to.equal(
      'expected a JSON list of {name, label}',
    );
  });
});
