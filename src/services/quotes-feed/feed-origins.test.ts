/**
 * Where a quotes feed may go (feed-origins.ts): the rule, and quotes-widget on this page
 * (localhost) against real servers on other origins: the demo market on 127.0.0.1, listed in
 * `data-quotes-origins`, and under this page's own host name (another port, the page's site),
 * and the bare backend on 127.0.0.1, another site that nobody lists, which must receive nothing
 * while the widget shows itself offline.
 */
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { quotesWidget } from '../../elements/quotes-widget/quotes-widget.element';
import { siteOf } from '../../platform/dom/site-of';
import { backendRequests, backendUrl, define, rendered } from '../../test/harness';
import { loggedDuring } from '../../test/logged';
import { allowMarketQuotes, market } from '../../test/market';
import { uniqueName } from '../../test/seeded-random';
import { quotesTableWords } from '../../widgets/quotes-table/quotes-table.words';

const WORDING = quotesTableWords.english;
import { ASK_SITE, feedAddressProblem, type FeedOriginRules } from './feed-origins';

const RULES: FeedOriginRules = {
  baseUrl: 'https://www.broker.com/en/markets',
  pageHostname: 'www.broker.com',
  allowedOrigins: ['https://quotes.partner.example', 'wss://stream.vendor.example', 'not an origin'],
};

/** The problem with these addresses, with the public-suffix list, or (`'no list'`) before it has loaded. */
const problem = (ws_api: string, tokenUrl: string, list?: 'no list') =>
  feedAddressProblem({ ws_api, 'token-url': tokenUrl }, RULES, list ? undefined : siteOf);

describe('quotes feed origins: the rule', () => {
  it('allows the page’s own host (any port, relative addresses), at once', () => {
    expect(problem('/ws/quotes', '/api/quotes/token', 'no list')).to.equal(null);
    expect(problem('wss://www.broker.com:8443/ws', 'https://www.broker.com/token', 'no list')).to.equal(null);
    expect(problem('https://www.broker.com/ws', 'token', 'no list'), 'http(s) names the ws(s) address').to.equal(null);
  });

  it('allows an origin the page lists, https standing for wss and wss for https, at once', () => {
    expect(problem('wss://quotes.partner.example/ws', 'https://quotes.partner.example/token', 'no list')).to.equal(
      null,
    );
    expect(problem('wss://stream.vendor.example/ws', 'https://stream.vendor.example/t', 'no list')).to.equal(null);
    expect(problem('ws://quotes.partner.example/ws', '/token', 'no list'), 'not http: over ws').to.equal(ASK_SITE);
  });

  it('asks the public-suffix list for another host, and allows only the page’s site', () => {
    expect(problem('wss://quotes.broker.com/ws', '/token', 'no list')).to.equal(ASK_SITE);
    expect(problem('wss://quotes.broker.com/ws', 'https://api.broker.com/token')).to.equal(null);
    expect(problem('wss://evil.example/ws', '/token')).to.equal(
      `ws_api "wss://evil.example/ws" is neither on this page's site nor listed: add wss://evil.example to data-quotes-origins on <body> to allow it`,
    );
    expect(problem('/ws', 'https://broker.com.evil.example/token')).to.include('add https://broker.com.evil.example');
    expect(problem('/ws', 'https://evil-broker.com/token')).to.include('token-url');
  });

  it('refuses what is no socket or token address, even on the page’s host', () => {
    expect(problem('javascript:alert(1)', '/token')).to.include('is not a socket address');
    expect(problem('/ws', 'ws://www.broker.com/token')).to.include('is not a token address');
    expect(problem('/ws', 'data:text/plain,token')).to.include('is not a token address');
    expect(problem('wss://[nope', '/token')).to.include('is not a URL');
  });
});

const bareUrl = async () => (await executeServerCommand<string, undefined>('bare-backend-url'))!;
/** What the bare backend's `scope` received. */
const bareRequests = async (scope: string) =>
  (await (await fetch(`${await bareUrl()}/__bare/requests?scope=${scope}`)).json()) as unknown[];
/** `url` under this page's host name: the same server, on the page's site. */
const onPageHost = (url: string) => {
  const moved = new URL(url);
  moved.hostname = location.hostname;
  return moved.href;
};
const cell = (el: Element, field: string) =>
  el.shadowRoot!.querySelector(`[data-instrument="EURUSD"] [data-field="${field}"]`)?.textContent ?? null;

describe('quotes feed origins: <quotes-widget> on this page', () => {
  before(async () => {
    document.body.dataset.quotesApi = await backendUrl(); // its typical spreads
    await allowMarketQuotes();
    define(quotesWidget);
  });

  const mount = (wsApi: string, tokenUrl: string) =>
    fixture(html`<quotes-widget pairs="EURUSD" token-url=${tokenUrl} ws_api=${wsApi}></quotes-widget>`);
  const showsPrices = (el: Element) =>
    waitUntil(() => /\d/.test(cell(el, 'bid') ?? ''), 'no live price', { timeout: 5_000 });

  it('streams from an origin the page lists', async () => {
    const m = await market('origins-listed');
    await showsPrices(await mount(m.wsApi, m.tokenUrl));
  });

  it('streams from the page’s own site (another port), unlisted', async () => {
    const m = await market('origins-own-site');
    expect(new URL(onPageHost(m.wsApi)).origin, 'not listed').not.to.equal(document.body.dataset.quotesOrigins);
    await showsPrices(await mount(onPageHost(m.wsApi), onPageHost(m.tokenUrl)));
  });

  for (const refused of ['token-url', 'ws_api'] as const)
    it(`a ${refused} on another site, unlisted: one console error, no token fetched, no socket opened, the refused host receives nothing`, async () => {
      const m = await market(`origins-refused-${refused}`);
      const scope = uniqueName('quotes-origins');
      const bare = `${await bareUrl()}/__scope/${scope}`;
      const [wsApi, tokenUrl] =
        refused === 'token-url'
          ? [m.wsApi, `${bare}/api/quotes/token`]
          : [`${bare.replace('http', 'ws')}/ws/quotes`, m.tokenUrl];
      let el!: Element;
      const logged = await loggedDuring(async (messages) => {
        el = await mount(wsApi, tokenUrl);
        await rendered(el, '[data-instrument="EURUSD"]');
        await waitUntil(() => messages.length > 0, 'no console error', { timeout: 5_000 });
        // Refused, the widget says at once it has no feed: a token request or a socket would have started by then.
        await waitUntil(() => (el as HTMLElement).dataset.feedState === 'offline', 'not offline', { timeout: 5_000 });
        await nextFrame();
      });
      expect(await bareRequests(scope), 'the refused host received a request').to.deep.equal([]);
      expect(await backendRequests(`${new URL(m.tokenUrl).pathname}`), 'a token was fetched').to.deep.equal([]);
      expect((await m.state()).sockets, 'a socket was opened').to.deep.equal([]);
      expect(cell(el, 'bid'), 'no price').to.equal('-');
      expect((el as HTMLElement).dataset.feedState, 'it has no feed').to.equal('offline');
      expect(el.shadowRoot!.querySelector('[part~="status"]')?.textContent).to.equal(WORDING.offline);
      const address = refused === 'token-url' ? tokenUrl : wsApi;
      expect(logged).to.have.length(1);
      expect(logged[0]).to.include(`${refused} "${address}"`);
      expect(logged[0]).to.include(`add ${new URL(address).origin} to data-quotes-origins`);
    });
});
