import { expect } from '@open-wc/testing';
import { deleteCookies, storedCookie } from '../../test/cookies';
import { readCookie, removeCookie, writeCookie } from './cookie-jar';
import { attributesOn } from './cookie-rules';

describe('cookie jar', () => {
  afterEach(() => deleteCookies('jar_test'));

  it("writes with the attributes the protocol rule gives for this page's protocol", async () => {
    // The tests run on http: the rule adds nothing here, and the cookie is stored as the rules say.
    expect(location.protocol).to.equal('http:');
    const attributes = { path: '/', sameSite: 'Lax' } as const;
    expect(attributesOn(location.protocol, attributes)).to.deep.equal(attributes);

    writeCookie({ name: 'jar_test', value: 'a', attributes });

    expect(readCookie('jar_test')).to.equal('a');
    expect(await storedCookie('jar_test')).to.include({ path: '/', sameSite: 'lax', secure: false });
    removeCookie('jar_test');
    expect(readCookie('jar_test')).to.equal(undefined);
  });
});
