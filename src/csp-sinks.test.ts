/**
 * The library's script sinks on pages under the Content Security Policies of docs/EMBEDDING.md
 * (src/test/csp/): under Trusted Types (`require-trusted-types-for 'script'; trusted-types
 * site-elements`) a script's address, the library's built-in ones, an icon's parse and the feed
 * worker each go through the `site-elements` policy; under `script-src 'self'` the feed worker
 * starts from its own file. Nothing reports a violation. The pages are windows of this origin.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { GEETEST_SCRIPT_URL } from './platform/dom/built-in-scripts';
import type { Sinks } from './test/csp/sinks.page';

const TRUSTED_TYPES_PAGE = '/src/test/csp/trusted-types.html';
const SCRIPT_SRC_SELF_PAGE = '/src/test/csp/script-src-self.html';
/** Trusted Types not enforced, and the policy names `another-library` only. */
const OTHER_POLICY_PAGE = '/src/test/csp/other-policy-name.html';
const WAIT = { timeout: 5000 };

describe('the script sinks under a strict Content Security Policy', () => {
  const windows: Window[] = [];
  afterEach(() => windows.splice(0).forEach((tab) => tab.close()));

  async function open(page: string): Promise<Sinks> {
    const tab = window.open(page, '', 'popup,width=320,height=240')!;
    expect(tab, 'the window did not open').to.be.ok;
    windows.push(tab);
    await waitUntil(() => tab.sinks, 'the page did not load', WAIT);
    return tab.sinks!;
  }

  describe('under Trusted Types', () => {
    it('loads a script through the policy, and still refuses an address the page did not allow', async () => {
      const sinks = await open(TRUSTED_TYPES_PAGE);
      await sinks.loadScript('/demo/reviews-stand-in.js', '<test> src');
      let refusal: unknown;
      await sinks.loadScript('https://evil.example/x.js', '<test> src').catch((error: unknown) => (refusal = error));
      expect(String(refusal)).to.include('add https://evil.example to data-script-origins');
      expect(sinks.violations).to.deep.equal([]);
    });

    it('passes the library’s built-in scripts through the policy, and no other “built-in”', async () => {
      const sinks = await open(TRUSTED_TYPES_PAGE);
      expect(sinks.scriptUrl(GEETEST_SCRIPT_URL, GEETEST_SCRIPT_URL)).to.equal(GEETEST_SCRIPT_URL);
      // A caller that calls another address its built-in gets the page's rule.
      const other = 'https://static.geetest.com/v4/other.js';
      expect(sinks.scriptUrl(other, other)).to.include(`TypeError: not loading the script "${other}"`);
      expect(sinks.scriptUrl(GEETEST_SCRIPT_URL)).to.include('add https://static.geetest.com to data-script-origins');
      expect(sinks.violations).to.deep.equal([]);
    });

    it('parses an icon through the policy', async () => {
      const sinks = await open(TRUSTED_TYPES_PAGE);
      const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24z"/></svg>';
      expect(sinks.iconElements(icon)).to.equal(1);
      expect(sinks.violations).to.deep.equal([]);
    });

    it('starts the feed worker through the policy', async () => {
      const sinks = await open(TRUSTED_TYPES_PAGE);
      expect(await sinks.feedEngine()).to.equal('worker');
      expect(sinks.violations).to.deep.equal([]);
      expect(sinks.errors).to.deep.equal([]);
    });
  });

  describe('the policy', () => {
    const icon = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>';

    it('gives plain strings, after one console error, on a page that does not allow its name', async () => {
      const sinks = await open(OTHER_POLICY_PAGE);
      expect(sinks.iconElements(icon)).to.equal(1);
      await sinks.loadScript('/demo/reviews-stand-in.js', '<test> src');
      expect(sinks.errors).to.deep.equal([
        'The page’s Content-Security-Policy refuses the Trusted Types policy "site-elements": name it in trusted-types, and load the library once.',
      ]);
    });

    it('gives plain strings, and logs nothing, in a browser without Trusted Types', async () => {
      const sinks = await open(`${OTHER_POLICY_PAGE}?trusted-types=none`);
      expect(sinks.iconElements(icon)).to.equal(1);
      await sinks.loadScript('/demo/reviews-stand-in.js', '<test> src');
      expect(sinks.errors).to.deep.equal([]);
    });
  });

  describe("under script-src 'self'", () => {
    it('starts the feed worker from its own file on this origin', async () => {
      const sinks = await open(SCRIPT_SRC_SELF_PAGE);
      expect(await sinks.feedEngine()).to.equal('worker');
      expect(sinks.violations).to.deep.equal([]);
      expect(sinks.errors).to.deep.equal([]);
    });
  });
});
