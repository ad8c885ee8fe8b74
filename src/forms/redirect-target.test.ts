import { expect } from '@open-wc/testing';
import { redirectTarget } from './redirect-target';

const page = 'https://www.broker.example/en/sign-up?geoip=gb';
const trusted = ['https://webtrader.partner.example', 'not a url'];

describe('redirectTarget', () => {
  it('follows relative URLs, resolved against the page', () => {
    expect(redirectTarget('/webtrader', page, [])).to.deep.equal({ url: 'https://www.broker.example/webtrader' });
    expect(redirectTarget('thanks?x=1', page, [])).to.deep.equal({ url: 'https://www.broker.example/en/thanks?x=1' });
  });

  it('follows the page origin and the hosts of its own site', () => {
    for (const url of [
      'https://www.broker.example/a',
      'https://broker.example/a',
      'https://trade.broker.example/login',
    ]) {
      expect(redirectTarget(url, page, [])).to.deep.equal({ url });
    }
    // A plain-http page's own scheme is followed on its site, and https always.
    const plainPage = 'http://www.broker.test:8080/en/';
    for (const url of ['http://trade.broker.test:8080/a', 'https://trade.broker.test:8080/a'])
      expect(redirectTarget(url, plainPage, [])).to.deep.equal({ url });
  });

  it("refuses the site's hosts by plain http from an https page, or on another port, unless the origin is listed", () => {
    for (const url of [
      'http://www.broker.example/plain',
      'http://trade.broker.example:9999/',
      'https://trade.broker.example:9999/',
      'https://www.broker.example:444/',
      'http://trade.broker.test/a',
    ]) {
      const pageUrl = url.includes('broker.test') ? 'http://www.broker.test:8080/' : page;
      expect(redirectTarget(url, pageUrl, trusted), url).to.deep.equal({
        refused: `${new URL(url).origin} is neither this site nor a trusted origin`,
      });
    }
    expect(
      redirectTarget('http://trade.broker.example:9999/', page, ['http://trade.broker.example:9999']),
    ).to.deep.equal({ url: 'http://trade.broker.example:9999/' });
  });

  it('follows an origin the page configuration trusts, and no other', () => {
    expect(redirectTarget('https://webtrader.partner.example/go', page, trusted)).to.deep.equal({
      url: 'https://webtrader.partner.example/go',
    });
    expect(redirectTarget('http://webtrader.partner.example/go', page, trusted)).to.have.property('refused');
    expect(redirectTarget('https://other.partner.example/go', page, trusted)).to.have.property('refused');
  });

  it('refuses a foreign host, including ones that only look like the site', () => {
    for (const url of [
      'https://evil.example/',
      'https://evilbroker.example/',
      'https://broker.example.evil.example/',
      '//evil.example/path',
      'https://www.broker.example@evil.example/',
    ]) {
      expect(redirectTarget(url, page, trusted), url).to.deep.equal({
        refused: 'https://evil.example is neither this site nor a trusted origin'.replace(
          'https://evil.example',
          new URL(url, page).origin,
        ),
      });
    }
  });

  it('refuses every scheme but http(s)', () => {
    expect(redirectTarget('javascript:alert(document.cookie)', page, trusted)).to.deep.equal({
      refused: 'its scheme javascript: is not http(s)',
    });
    expect(redirectTarget(' JavaScript:alert(1)', page, trusted)).to.have.property('refused');
    expect(redirectTarget('data:text/html,<script>alert(1)</script>', page, trusted)).to.have.property('refused');
    expect(redirectTarget('vbscript:x', page, trusted)).to.have.property('refused');
  });

  it('refuses what is not a URL', () => {
    expect(redirectTarget('https://', page, [])).to.deep.equal({ refused: 'it is not a URL' });
  });
});
