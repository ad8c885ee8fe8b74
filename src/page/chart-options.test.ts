import { expect } from '@open-wc/testing';
import { chartOptions } from './chart-options';

describe('trading chart options', () => {
  it('default to symbol AAPL and interval D', () => {
    expect(chartOptions({}, 'chart-1', 'en')).to.deep.equal({
      container_id: 'chart-1',
      symbol: 'AAPL',
      interval: 'D',
      locale: 'en',
      autosize: true,
    });
  });

  it('take the symbol and interval from the container and the language from the page locale', () => {
    const options = chartOptions({ symbol: 'TSLA', interval: '60' }, 'c', 'de-DE');
    expect(options).to.include({ symbol: 'TSLA', interval: '60', locale: 'de' });
    expect(chartOptions({ symbol: ' ' }, 'c', 'pt_BR')).to.include({ symbol: 'AAPL', locale: 'pt' });
  });
});
