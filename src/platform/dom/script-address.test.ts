import { expect } from '@open-wc/testing';
import { scriptAddressProblem } from './script-address';

const pageOrigin = 'https://www.broker.example';
const rules = (...allowedOrigins: string[]) => ({
  baseUrl: `${pageOrigin}/en/markets/`,
  pageOrigin,
  allowedOrigins,
});

describe('scriptAddressProblem', () => {
  it('allows the page’s own origin, relative addresses resolved against the page', () => {
    for (const src of [
      '/tv.js',
      'tv.js',
      '../vendor/tv.js?v=2',
      `${pageOrigin}/tv.js`,
      'HTTPS://WWW.broker.example:443/tv.js',
    ]) {
      expect(scriptAddressProblem(src, rules()), src).to.equal(null);
    }
  });

  it('allows a configured origin over https, however the page wrote the origin', () => {
    const allowed = rules(' nonsense', 'https://S3.TradingView.com/', 'https://widget.trustpilot.com:443');
    expect(scriptAddressProblem('https://s3.tradingview.com/tv.js', allowed)).to.equal(null);
    expect(scriptAddressProblem('https://widget.trustpilot.com/bootstrap/v5/tp.widget.js', allowed)).to.equal(null);
  });

  it('refuses another origin that is not configured, naming the origin to add', () => {
    expect(scriptAddressProblem('https://evil.example/x.js', rules('https://s3.tradingview.com'))).to.equal(
      'add https://evil.example to data-script-origins on <body> to allow its scripts',
    );
    // Protocol-relative: another host, though it looks like a path.
    expect(scriptAddressProblem('//evil.example/x.js', rules())).to.contain('add https://evil.example');
    // A configured origin's other ports and subdomains are other origins.
    expect(
      scriptAddressProblem('https://s3.tradingview.com:8443/tv.js', rules('https://s3.tradingview.com')),
    ).to.contain('add https://s3.tradingview.com:8443');
    expect(scriptAddressProblem('https://x.s3.tradingview.com/tv.js', rules('https://s3.tradingview.com'))).to.contain(
      'add https://x.s3.tradingview.com',
    );
  });

  it('refuses http for another origin, even a configured one', () => {
    expect(scriptAddressProblem('http://s3.tradingview.com/tv.js', rules('http://s3.tradingview.com'))).to.equal(
      'another origin’s scripts load only over https',
    );
    expect(scriptAddressProblem('http://www.broker.example/tv.js', rules())).to.contain('only over https');
  });

  it('allows http to a configured loopback host, as browsers count it secure (a developer’s machine)', () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:40123', 'http://[::1]:3000']) {
      expect(scriptAddressProblem(`${origin}/stand-in.js`, rules(origin)), origin).to.equal(null);
      expect(scriptAddressProblem(`${origin}/stand-in.js`, rules()), origin).to.contain(`add ${origin}`);
    }
    expect(
      scriptAddressProblem('http://localhost.evil.example/x.js', rules('http://localhost.evil.example')),
    ).to.contain('only over https');
  });

  it('refuses every scheme but http(s), whatever the page configured', () => {
    const blob = `blob:${pageOrigin}/0f6c4b1e-1a2b-4c3d-9e8f-000000000000`;
    const cases: [string, string][] = [
      ['data:text/javascript,alert(1)', 'data:'],
      [' DATA:text/javascript;base64,YWxlcnQoMSk=', 'data:'],
      [blob, 'blob:'],
      ['javascript:alert(1)', 'javascript:'],
      ['java\tscript:alert(1)', 'javascript:'],
      ['file:///etc/passwd', 'file:'],
      ['ftp://s3.tradingview.com/tv.js', 'ftp:'],
    ];
    for (const [src, scheme] of cases) {
      expect(scriptAddressProblem(src, rules(pageOrigin, 'https://s3.tradingview.com')), src).to.equal(
        `${scheme} addresses never load as scripts`,
      );
    }
  });

  it('refuses what is not a URL', () => {
    expect(scriptAddressProblem('https://', rules())).to.equal('it is not a URL');
  });
});
