import { expect } from '@open-wc/testing';
import { backendUrl, captureConsole } from '../../test/harness';
import { expectEach } from '../../test/lint';
import { uniqueName } from '../../test/seeded-random';
import { allowBackendScripts, scriptInDocument } from '../../test/script-addresses';
import { loadScript, ScriptRefused } from './load-script';

async function requests(part: string): Promise<unknown[]> {
  const response = await fetch(`${await backendUrl()}/__backend/requests?path=${encodeURIComponent(part)}`);
  return response.json();
}

before(allowBackendScripts);

describe('loadScript', () => {
  it('adds one script per URL however many times it is asked for', async () => {
    const test = `load-once-${Date.now()}`;
    const src = `${await backendUrl()}/reviews-stand-in.js?test=${test}`;
    await Promise.all([loadScript(src, 'test'), loadScript(src, 'test')]);
    await loadScript(src, 'test');
    expect(document.querySelectorAll(`script[src="${src}"]`)).to.have.length(1);
    expect(await requests(test)).to.have.length(1);
  });

  it('rejects for a missing script, removes it, and tries again on the next call', async () => {
    const test = `missing-${Date.now()}`;
    const src = `${await backendUrl()}/missing.js?test=${test}`;
    let failure: Error | undefined;
    await loadScript(src, 'test').catch((error: Error) => (failure = error));
    expect(failure?.message).to.contain('missing.js');
    expect(document.querySelector(`script[src="${src}"]`)).to.equal(null);
    await loadScript(src, 'test').catch(() => {});
    expect(await requests(test)).to.have.length(2);
  });

  it('loads from the page’s own origin, a relative address too', async () => {
    await loadScript('/demo/trading-chart-stand-in.js', 'test');
    expect(scriptInDocument('/demo/trading-chart-stand-in.js')).to.equal(true);
    expect(window.TradingView).to.not.equal(undefined);
  });

  it('refuses an address the page did not allow: one console error naming who asked, once per page', async () => {
    const errors = captureConsole();
    const src = `http://localhost:${new URL(await backendUrl()).port}/reviews-stand-in.js?test=refused-${Date.now()}`;
    try {
      const failures = await Promise.all(
        [1, 2].map(() => loadScript(src, '<test-element> src').catch((error: unknown) => error)),
      );
      expect(failures[0]).to.be.instanceOf(ScriptRefused).and.equal(failures[1]);
    } finally {
      errors.restore();
    }
    expect(scriptInDocument(src)).to.equal(false);
    expect(errors.messages).to.deep.equal([
      `<test-element> src: not loading the script "${src}": add ${new URL(src).origin} to data-script-origins on <body> to allow its scripts.`,
    ]);
    expect(await requests(new URL(src).search)).to.have.length(0);
  });

  it('refuses a caller’s “built-in” that is none of the library’s built-in scripts', async () => {
    const test = uniqueName('built-in');
    const src = `http://localhost:${new URL(await backendUrl()).port}/reviews-stand-in.js?test=${test}`;
    const console = captureConsole();
    try {
      const refused = await loadScript(src, 'test', src).catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(ScriptRefused);
      expectEach(console.messages, 1, 'data-script-origins');
    } finally {
      console.restore();
    }
    expect(scriptInDocument(src)).to.equal(false);
    expect(await requests(test)).to.have.length(0);
  });
});
