import { expect } from '@open-wc/testing';
import { isWebUrl, storeLinks } from './market-buttons.model';

describe('storeLinks', () => {
  it('gives a badge per store URL given, in store order', () => {
    const choice = storeLinks({
      appgallery: 'https://appgallery.huawei.com/app/C1',
      'google-play': 'https://play.google.com/store/apps/details?id=x',
      'apple-store': '',
    });
    expect(choice.links.map((link) => link.store.id)).to.deep.equal(['google_play', 'appgallery']);
    expect(choice.links[0]!.url).to.equal('https://play.google.com/store/apps/details?id=x');
    expect(choice.rejected).to.deep.equal([]);
  });

  it('rejects values that are not http(s) URLs', () => {
    const choice = storeLinks({ 'apple-store': 'javascript:alert(1)', 'google-play': '/relative', appgallery: ' ' });
    expect(choice.links).to.deep.equal([]);
    expect(choice.rejected).to.deep.equal([
      { attribute: 'apple-store', value: 'javascript:alert(1)' },
      { attribute: 'google-play', value: '/relative' },
    ]);
  });

  it('knows a web URL', () => {
    expect(isWebUrl('http://apps.apple.com/app/id1')).to.equal(true);
    expect(isWebUrl('https://apps.apple.com/app/id1')).to.equal(true);
    for (const value of ['ftp://x', 'data:,x', 'apps.apple.com', 'itms-apps://x'])
      expect(isWebUrl(value), value).to.equal(false);
  });
});
