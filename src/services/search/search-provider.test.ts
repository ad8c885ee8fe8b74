import { expect } from '@open-wc/testing';
import { loadSearchProvider } from './search-provider';

/** A provider script as a blob URL, recording the API keys it is installed with. */
function providerScript(body: string) {
  return URL.createObjectURL(new Blob([body], { type: 'text/javascript' }));
}

const installs = () => (window as unknown as { installs: string[] }).installs;

describe('loadSearchProvider', () => {
  beforeEach(() => ((window as unknown as { installs: string[] }).installs = []));
  afterEach(() => delete window.SiteSearchProvider);

  it('installs the provider once per page with the API key, however often it is asked for', async () => {
    const src = providerScript(`window.SiteSearchProvider = {
      install({ apiKey }) { window.installs.push(apiKey); },
      async search(query) { return [{ title: query, url: '/' + query }]; },
    };`);
    const [first, second] = await Promise.all([loadSearchProvider(src, 'key-1'), loadSearchProvider(src, 'key-1')]);
    await loadSearchProvider(src, 'key-1');
    expect(first).to.equal(second);
    expect(installs()).to.deep.equal(['key-1']);
    expect(await first.search('gold')).to.deep.equal([{ title: 'gold', url: '/gold' }]);
  });

  it('rejects when the script does not define window.SiteSearchProvider', async () => {
    const src = providerScript('window.somethingElse = 1;');
    const error = await loadSearchProvider(src, 'key').catch((reason: Error) => reason);
    expect((error as Error).message).to.contain('did not define window.SiteSearchProvider');
  });

  it('rejects without a provider-src', async () => {
    const error = await loadSearchProvider('', 'key').catch((reason: Error) => reason);
    expect((error as Error).message).to.contain('no provider-src');
  });
});
