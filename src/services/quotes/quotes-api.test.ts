import { expect } from '@open-wc/testing';
import { backendUrl } from '../../test/harness';
import { httpFailure } from '../../test/http-failure';
import { getDayChanges, getTypicalSpreads } from './quotes-api';

let scopes = 0;
/** A market scope of its own (its fault switches do not touch other tests). */
async function market() {
  const baseUrl = `${await backendUrl()}/__scope/quotes-api-${Date.now().toString(36)}-${++scopes}`;
  const fault = (body: object) =>
    fetch(`${baseUrl}/__market/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { baseUrl, fault };
}

describe('quotes API', () => {
  it('gets typical spreads in price units for the instruments asked', async () => {
    const { baseUrl } = await market();
    expect(await getTypicalSpreads(['EURUSD', 'USDJPY', 'US500', 'NOPE'], { baseUrl })).to.deep.equal({
      EURUSD: 0.00006,
      USDJPY: 0.008,
      US500: 0.5,
    });
  });

  it('ignores a failing typical-spreads endpoint and answers an empty map', async () => {
    const { baseUrl, fault } = await market();
    await fault({ typicalSpreads: 'fail' });
    expect(await getTypicalSpreads(['EURUSD'], { baseUrl })).to.deep.equal({});
    expect(await getTypicalSpreads(['EURUSD'], { baseUrl: 'http://127.0.0.1:9' })).to.deep.equal({});
  });

  it('gets bid, day change and chart points per stock', async () => {
    const { baseUrl } = await market();
    const changes = await getDayChanges(['AAPL', 'TSLA', 'GOOG', 'NFLX'], { baseUrl });
    expect(Object.keys(changes)).to.deep.equal(['AAPL', 'TSLA', 'GOOG', 'NFLX']);
    for (const [instrument, change] of Object.entries(changes)) {
      expect(change.bid, instrument).to.be.a('number');
      expect(change.d_c, instrument).to.be.a('number');
      expect(change.chart.points.length, instrument).to.be.within(24, 48);
      expect(change.chart.points.at(-1), 'the chart ends at the bid').to.equal(change.bid);
    }
  });

  it('rejects with ERR_BAD_RESPONSE when the day-changes endpoint fails', async () => {
    const { baseUrl, fault } = await market();
    await fault({ dayChanges: 'fail' });
    const error = await httpFailure(getDayChanges(['AAPL'], { baseUrl }));
    expect(error.code).to.equal('ERR_BAD_RESPONSE');
    expect(error.status).to.equal(502);
  });

  it('rejects with ERR_NETWORK when the server cannot be reached', async () => {
    const error = await httpFailure(getDayChanges(['AAPL'], { baseUrl: 'http://127.0.0.1:9' }));
    expect(error.code).to.equal('ERR_NETWORK');
  });
});
