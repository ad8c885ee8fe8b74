import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { backendUrl } from '../../test/harness';
import { loggedDuring } from '../../test/logged';
import { useFakeClock } from '../../test/fake-clock';
import { getSession, subscribeSession, watchSession } from './index';
import { setSession } from './session-store';
import { ANSWER_TIMEOUT_MS } from './watch-session';

/**
 * The SSO stand-in answers on 127.0.0.1 and on localhost: two origins of one server. The page
 * runs on localhost, so the SSO host is `localhost:{port}` (same site: its session cookie works
 * in the frame) and `127.0.0.1:{port}` is a third origin with a /session page of its own.
 */
async function ssoOrigins() {
  const url = new URL((await executeServerCommand<string, undefined>('sso-url'))!);
  return { sso: `http://localhost:${url.port}`, third: `http://127.0.0.1:${url.port}` };
}

/** Loads a page in a throwaway frame and waits for it. */
async function visit(url: string) {
  const frame = document.createElement('iframe');
  frame.src = url;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  frame.remove();
}

/** Messages this window receives from `origin`. */
function messagesFrom(origin: string) {
  const received: unknown[] = [];
  const listen = (event: MessageEvent) => void (event.origin === origin && received.push(event.data));
  addEventListener('message', listen);
  return { received, stop: () => removeEventListener('message', listen) };
}

/**
 * Loads `src` in a frame of its own and returns the one message it posts to this window (from
 * `origin`), once the session watcher has had it too.
 */
async function messageOfFrame(origin: string, src: string): Promise<unknown> {
  const messages = messagesFrom(origin);
  const frame = document.createElement('iframe');
  frame.src = src;
  document.body.append(frame);
  try {
    await waitUntil(() => messages.received.length === 1, `${src} did not post`);
    await new Promise((resolve) => setTimeout(resolve));
    return messages.received[0];
  } finally {
    messages.stop();
    frame.remove();
  }
}

describe('watchSession', () => {
  const stops: (() => void)[] = [];
  const clock = useFakeClock();
  const watch = (ssoHost: string | null) => {
    const stop = watchSession({ ssoHost });
    stops.push(stop);
    return stop;
  };

  beforeEach(() => setSession('unknown'));
  afterEach(async () => {
    stops.splice(0).forEach((stop) => stop());
    const { sso } = await ssoOrigins();
    await visit(`${sso}/logout`);
  });

  it('makes the visitor a guest, without a frame, when there is no SSO host', () => {
    watch(null);
    expect(getSession()).to.equal('guest');
    expect(document.querySelector('iframe[data-sso-session]')).to.equal(null);
  });

  it('loads {ssoHost}/session in a hidden frame and shows a guest when the host says loggedIn false', async () => {
    const { sso } = await ssoOrigins();
    watch(`${sso}/`);
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-sso-session]')!;
    expect(frame.src).to.equal(`${sso}/session`);
    expect(frame.hidden).to.equal(true);
    await waitUntil(() => getSession() === 'guest', 'the SSO frame did not answer');
  });

  it('shows the visitor signed in after signing in on the SSO host, and tells subscribers', async () => {
    const { sso } = await ssoOrigins();
    await visit(`${sso}/login`);
    const seen: string[] = [];
    const unsubscribe = subscribeSession(() => seen.push(getSession()));
    watch(sso);
    await waitUntil(() => getSession() === 'signed-in', 'the SSO frame did not report the session');
    unsubscribe();
    expect(seen).to.deep.equal(['signed-in']);
  });

  it('ignores a loggedIn message from a third origin', async () => {
    const { sso, third } = await ssoOrigins();
    await visit(`${sso}/login`);
    watch(sso);
    await waitUntil(() => getSession() === 'signed-in');
    // The third origin's own /session page has no session cookie: it says loggedIn false.
    const said = await messageOfFrame(third, `${third}/session?origin=${encodeURIComponent(location.origin)}`);
    expect(said).to.deep.equal({ loggedIn: false });
    expect(getSession()).to.equal('signed-in');
  });

  it("ignores the SSO origin's message from another of its windows, and still believes its own frame", async () => {
    const { sso } = await ssoOrigins();
    watch(sso);
    await waitUntil(() => getSession() === 'guest', 'the SSO frame did not answer');
    // Signed in now, a second frame of the SSO origin says loggedIn true; ours said guest.
    await visit(`${sso}/login`);
    expect(await messageOfFrame(sso, `${sso}/session`)).to.deep.equal({ loggedIn: true });
    expect(getSession()).to.equal('guest');
    // Our own frame, loaded again, reports the same session and is believed.
    const own = document.querySelector<HTMLIFrameElement>('iframe[data-sso-session]')!;
    own.src = `${sso}/session`;
    await waitUntil(() => getSession() === 'signed-in', "the SSO frame's own answer was not believed");
  });

  it('ignores loggedIn true from a frame of another (opaque) origin while the SSO host says guest', async () => {
    const { sso } = await ssoOrigins();
    watch(sso);
    await waitUntil(() => getSession() === 'guest');
    const script = `<script>parent.postMessage({ loggedIn: true }, '*')</script>`;
    expect(await messageOfFrame('null', `data:text/html,${script}`)).to.deep.equal({ loggedIn: true });
    expect(getSession()).to.equal('guest');
  });

  it('ignores a message the page posts to itself', async () => {
    const { sso } = await ssoOrigins();
    watch(sso);
    await waitUntil(() => getSession() === 'guest');
    const own = messagesFrom(location.origin);
    postMessage({ loggedIn: true }, '*');
    await waitUntil(() => own.received.length === 1);
    own.stop();
    expect(getSession()).to.equal('guest');
  });

  it('shows a guest when the frame has not answered in time', async () => {
    watch(`${await backendUrl()}/no-sso-here`);
    clock().advance(ANSWER_TIMEOUT_MS - 1);
    expect(getSession()).to.equal('unknown');
    clock().advance(1);
    expect(getSession()).to.equal('guest');
  });

  it('logs an error and shows a guest for an SSO host that is not a URL', async () => {
    const errors = await loggedDuring(() => {
      watch('sso.broker.example');
    });
    expect(getSession()).to.equal('guest');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('data-sso-host');
  });

  it('removes its frame when stopped', async () => {
    const { sso } = await ssoOrigins();
    const stop = watch(sso);
    expect(document.querySelectorAll('iframe[data-sso-session]')).to.have.length(1);
    stop();
    expect(document.querySelectorAll('iframe[data-sso-session]')).to.have.length(0);
  });
});
