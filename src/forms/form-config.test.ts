import { expect } from '@open-wc/testing';
import { captureConsole } from '../test/harness';
import { CONFIG_TIMEOUT_MS, configuredContent, configuredFields, DEFAULT_CONFIG_FIELDS } from './form-config';

const LOGIN = '/fcm-forms/config/login-step';
const names = (fields: readonly { name: string }[]) => fields.map(({ name }) => name);
const never = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));

describe('form configurations with defaults', () => {
  let warnings: ReturnType<typeof captureConsole>;
  beforeEach(() => (warnings = captureConsole('warn')));
  afterEach(() => warnings.restore());

  it('use the fields the server names, in its `{ data }` wrapper or bare', async () => {
    const answer = { fields: [{ name: 'login' }, { name: 'password' }] };
    const signal = new AbortController().signal;
    expect(names(await configuredFields(LOGIN, async () => ({ data: answer }), signal))).to.deep.equal([
      'login',
      'password',
    ]);
    expect(names(await configuredFields(LOGIN, async () => answer, signal))).to.deep.equal(['login', 'password']);
    expect(warnings.messages).to.deep.equal([]);
  });

  for (const [how, answer] of [
    ['{}', {}],
    ['an empty list', { data: { fields: [] } }],
    ['another shape', { data: { fields: 'email,password' } }],
    ['text', '<html>maintenance</html>'],
  ] as const) {
    it(`use the endpoint's default fields, warning once, for ${how}`, async () => {
      const fields = await configuredFields(LOGIN, async () => answer, new AbortController().signal);
      expect(names(fields)).to.deep.equal(['email', 'password']);
      expect(warnings.messages).to.have.length(1);
      expect(warnings.messages[0]).to.contain(LOGIN);
    });
  }

  it('use the default when the request fails', async () => {
    const failing = async () => Promise.reject(new Error('POST /x answered 500'));
    const fields = await configuredFields('/fcm-forms/config/signup-step-2', failing, new AbortController().signal);
    expect(names(fields)).to.deep.equal(names(DEFAULT_CONFIG_FIELDS['/fcm-forms/config/signup-step-2']));
    expect(warnings.messages[0]).to.contain('/fcm-forms/config/signup-step-2').and.contain('500');
  });

  it(`use the default after ${CONFIG_TIMEOUT_MS} ms without an answer`, async () => {
    const started = performance.now();
    const fields = await configuredFields('/fcm-forms/config/verify-email', never, new AbortController().signal);
    expect(names(fields)).to.deep.equal(['code']);
    expect(performance.now() - started).to.be.at.least(CONFIG_TIMEOUT_MS - 50);
  }).timeout(CONFIG_TIMEOUT_MS + 5000);

  it('give up without a default when the step itself goes away', async () => {
    const step = new AbortController();
    const pending = configuredFields(LOGIN, never, step.signal);
    step.abort();
    let failed = false;
    await pending.catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(warnings.messages).to.deep.equal([]);
  });

  it('give a message step no content when its configuration fails, and the content when it comes', async () => {
    const signal = new AbortController().signal;
    const failing = async () => Promise.reject(new Error('network'));
    expect(await configuredContent('/fcm-forms/config/ty-page-single', failing, signal)).to.deep.equal({});
    const answer = { data: { title: 'Your account is ready', links: [{ label: 'Open', href: '/webtrader' }] } };
    expect(await configuredContent('/fcm-forms/config/ty-page-single', async () => answer, signal)).to.deep.equal({
      title: 'Your account is ready',
      links: [{ label: 'Open', href: '/webtrader' }],
    });
  });
});
