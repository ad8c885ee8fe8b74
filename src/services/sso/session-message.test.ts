import { expect } from '@open-wc/testing';
import { sessionFromMessage, ssoOrigin } from './session-message';

const sso = 'https://sso.broker.example';

describe('single-sign-on messages', () => {
  it('believes a boolean loggedIn from exactly the SSO origin', () => {
    expect(sessionFromMessage({ origin: sso, data: { loggedIn: true } }, sso)).to.equal('signed-in');
    expect(sessionFromMessage({ origin: sso, data: { loggedIn: false, extra: 1 } }, sso)).to.equal('guest');
  });

  it('ignores other origins, including look-alikes of the SSO origin', () => {
    for (const origin of [
      'https://evil.example',
      'http://sso.broker.example',
      'https://sso.broker.example:8443',
      'null',
    ]) {
      expect(sessionFromMessage({ origin, data: { loggedIn: true } }, sso), origin).to.equal(null);
    }
  });

  it('ignores malformed payloads', () => {
    for (const data of [null, 'true', '{"loggedIn":true}', { loggedIn: 'true' }, { loggedIn: 1 }, {}, [true]]) {
      expect(sessionFromMessage({ origin: sso, data }, sso), JSON.stringify(data)).to.equal(null);
    }
  });

  it('takes the origin of a host setting that carries a path, and none of something that is not a URL', () => {
    expect(ssoOrigin('https://sso.broker.example/auth/')).to.equal(sso);
    expect(ssoOrigin('sso.broker.example')).to.equal(null);
    expect(ssoOrigin('data:text/html,x')).to.equal(null);
  });
});
