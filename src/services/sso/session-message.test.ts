import { expect } from '@open-wc/testing';
import { sessionFromMessage, ssoOrigin } from './session-message';

const sso = 'https://sso.broker.example';
/** Stand-ins for window proxies: only their identity counts. */
const frameWindow = {};
const otherWindow = {};
const expected = { origin: sso, source: frameWindow };

describe('single-sign-on messages', () => {
  it('believes a boolean loggedIn from exactly the SSO origin', () => {
    const from = { origin: sso, source: frameWindow };
    expect(sessionFromMessage({ ...from, data: { loggedIn: true } }, expected)).to.equal('signed-in');
    expect(sessionFromMessage({ ...from, data: { loggedIn: false, extra: 1 } }, expected)).to.equal('guest');
  });

  it("ignores the SSO origin's messages from any window but the frame's own", () => {
    for (const source of [otherWindow, null, undefined]) {
      expect(sessionFromMessage({ origin: sso, source, data: { loggedIn: true } }, expected)).to.equal(null);
    }
    const noFrameYet = { origin: sso, source: null };
    expect(sessionFromMessage({ origin: sso, source: null, data: { loggedIn: true } }, noFrameYet)).to.equal(null);
  });

  it('ignores other origins, including look-alikes of the SSO origin', () => {
    for (const origin of [
      'https://evil.example',
      'http://sso.broker.example',
      'https://sso.broker.example:8443',
      'null',
    ]) {
      const message = { origin, source: frameWindow, data: { loggedIn: true } };
      expect(sessionFromMessage(message, expected), origin).to.equal(null);
    }
  });

  it('ignores malformed payloads', () => {
    for (const data of [null, 'true', '{"loggedIn":true}', { loggedIn: 'true' }, { loggedIn: 1 }, {}, [true]]) {
      const message = { origin: sso, source: frameWindow, data };
      expect(sessionFromMessage(message, expected), JSON.stringify(data)).to.equal(null);
    }
  });

  it('takes the origin of a host setting that carries a path, and none of something that is not a URL', () => {
    expect(ssoOrigin('https://sso.broker.example/auth/')).to.equal(sso);
    expect(ssoOrigin('sso.broker.example')).to.equal(null);
    expect(ssoOrigin('data:text/html,x')).to.equal(null);
  });
});
