import { expect } from '@open-wc/testing';
import { captureConsole } from '../../test/harness';
import { allowBackendScripts, refusedScripts, scriptInDocument, scriptRan } from '../../test/script-addresses';
import { ScriptRefused } from '../../platform/dom/load-script';
import { loadSearchProvider } from './search-provider';

const installs = () => (window as unknown as { installs: string[] }).installs;

before(allowBackendScripts);

describe('loadSearchProvider', () => {
  beforeEach(() => ((window as unknown as { installs: string[] }).installs = []));
  afterEach(() => delete window.SiteSearchProvider);

  it('installs the provider once per page with the API key, however often it is asked for', async () => {
    const src = '/src/test/fixtures/recording-search-provider.js';
    const [first, second] = await Promise.all([loadSearchProvider(src, 'key-1'), loadSearchProvider(src, 'key-1')]);
    await loadSearchProvider(src, 'key-1');
    expect(first).to.equal(second);
    expect(installs()).to.deep.equal(['key-1']);
    expect(await first.search('gold')).to.deep.equal([{ title: 'gold', url: '/gold' }]);
  });

  it('rejects when the script does not define window.SiteSearchProvider', async () => {
    const error = await loadSearchProvider('/demo/trading-chart-stand-in.js', 'key').catch((reason: Error) => reason);
    expect((error as Error).message).to.contain('did not define window.SiteSearchProvider');
  });

  it('rejects without a provider-src', async () => {
    const error = await loadSearchProvider('', 'key').catch((reason: Error) => reason);
    expect((error as Error).message).to.contain('no provider-src');
  });

  for (const { what, src, names } of refusedScripts('search')) {
    it(`refuses ${what} in provider-src: one error, no script`, async () => {
      const errors = captureConsole();
      let error: unknown;
      try {
        error = await loadSearchProvider(src, 'key').catch((reason: unknown) => reason);
      } finally {
        errors.restore();
      }
      expect(error).to.be.instanceOf(ScriptRefused);
      expect(scriptInDocument(src)).to.equal(false);
      expect(scriptRan('search')).to.equal(false);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<site-search> provider-src').and.contain(names);
    });
  }
});
