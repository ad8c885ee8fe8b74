import { expect, waitUntil } from '@open-wc/testing';
import { hasSignUpCookie } from '../services/cookies';
import { setSession } from '../services/sso/session-store';
import { deleteCookies } from '../test/cookies';
import { backendUrl } from '../test/harness';
import { startSessionDisplay } from './session-display';

const { classList } = document.body;

describe('session display', () => {
  let stop = () => {};
  beforeEach(() => setSession('unknown'));
  afterEach(async () => {
    stop();
    classList.remove('guest', 'signed-in', 'session-cookie');
    await deleteCookies('tr_sign-up');
  });

  it('marks the body guest when there is no single-sign-on host', () => {
    stop = startSessionDisplay(null);
    expect(classList.contains('guest')).to.equal(true);
    expect(classList.contains('signed-in')).to.equal(false);
  });

  it('switches the body to signed-in, and back to guest, as the session changes', () => {
    stop = startSessionDisplay(null);
    setSession('signed-in');
    expect([classList.contains('signed-in'), classList.contains('guest')]).to.deep.equal([true, false]);
    setSession('guest');
    expect([classList.contains('signed-in'), classList.contains('guest')]).to.deep.equal([false, true]);
  });

  it('gives the body neither class while the single-sign-on frame has not answered', async () => {
    stop = startSessionDisplay(`${await backendUrl()}/no-sso-here`);
    expect(classList.contains('guest') || classList.contains('signed-in')).to.equal(false);
    await waitUntil(() => document.querySelector('iframe[data-sso-session]'));
  });

  it('adds session-cookie when the tr_sign-up cookie exists', () => {
    document.cookie = 'tr_sign-up=1; path=/';
    expect(hasSignUpCookie()).to.equal(true);
    stop = startSessionDisplay(null);
    expect(classList.contains('session-cookie')).to.equal(true);
  });

  it('leaves session-cookie off without the tr_sign-up cookie', () => {
    expect(hasSignUpCookie()).to.equal(false);
    stop = startSessionDisplay(null);
    expect(classList.contains('session-cookie')).to.equal(false);
  });
});
