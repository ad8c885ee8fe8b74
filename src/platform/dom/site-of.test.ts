import { expect } from '@open-wc/testing';
import { expectCases } from '../../test/cases';
import { siteOf } from './site-of';

describe('siteOf', () => {
  it('finds the site of a host by the public-suffix list', () => {
    expectCases(siteOf, [
      ['www.broker.com', 'broker.com'],
      ['uk.broker.co.uk', 'broker.co.uk'],
      ['broker.com.au', 'broker.com.au'],
      ['WWW.Broker.COM.', 'broker.com'],
      ['127.0.0.1', '127.0.0.1'],
      ['[::1]', '[::1]'],
      ['localhost', 'localhost'],
    ]);
  });

  it('tells same-site hosts from tenants of a shared host, look-alikes, IP hosts and localhost', () => {
    const sameSite = (a: string, b: string) => siteOf(a) === siteOf(b);
    expect(sameSite('www.example.co.uk', 'shop.example.co.uk'), 'co.uk').to.equal(true);
    expect(sameSite('a.github.io', 'b.github.io'), 'github.io tenants').to.equal(false);
    expect(sameSite('a.pages.dev', 'b.pages.dev'), 'pages.dev tenants').to.equal(false);
    expect(sameSite('www.a.github.io', 'a.github.io'), 'one tenant').to.equal(true);
    expect(sameSite('example.com', 'evil-example.com'), 'look-alike').to.equal(false);
    expect(sameSite('127.0.0.1', '127.0.0.2'), 'IP').to.equal(false);
    expect(sameSite('10.0.0.1', '1.0.0.1'), 'IP suffix').to.equal(false);
    expect(sameSite('localhost', 'app.localhost'), 'localhost').to.equal(false);
  });
});
