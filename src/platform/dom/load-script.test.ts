import { expect } from '@open-wc/testing';
import { backendUrl } from '../../test/harness';
import { loadScript } from './load-script';

async function requests(part: string): Promise<unknown[]> {
  const response = await fetch(`${await backendUrl()}/__backend/requests?path=${encodeURIComponent(part)}`);
  return response.json();
}

describe('loadScript', () => {
  it('adds one script per URL however many times it is asked for', async () => {
    const test = `load-once-${Date.now()}`;
    const src = `${await backendUrl()}/reviews-stand-in.js?test=${test}`;
    await Promise.all([loadScript(src), loadScript(src)]);
    await loadScript(src);
    expect(document.querySelectorAll(`script[src="${src}"]`)).to.have.length(1);
    expect(await requests(test)).to.have.length(1);
  });

  it('rejects for a missing script, removes it, and tries again on the next call', async () => {
    const test = `missing-${Date.now()}`;
    const src = `${await backendUrl()}/missing.js?test=${test}`;
    let failure: Error | undefined;
    await loadScript(src).catch((error: Error) => (failure = error));
    expect(failure?.message).to.contain('missing.js');
    expect(document.querySelector(`script[src="${src}"]`)).to.equal(null);
    await loadScript(src).catch(() => {});
    expect(await requests(test)).to.have.length(2);
  });
});
