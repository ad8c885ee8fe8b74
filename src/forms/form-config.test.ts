import { expect } from '@open-wc/testing';
import { useFakeClock } from '../test/fake-clock';
import { captureConsole } from '../test/harness';
import { fields } from './fields';
import { configuredFields, laterStepFields } from './form-config';

const LOGIN = '/fcm-forms/config/login-step';
const LOGIN_DEFAULTS = fields('email', 'password');
const names = (fields: readonly { name: string }[]) => fields.map(({ name }) => name);
const never = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));

describe('form configurations with defaults', () => {
  const clock = useFakeClock();
  let warnings: ReturnType<typeof captureConsole>;
  beforeEach(() => (warnings = captureConsole('warn')));
  afterEach(() => warnings.restore());

  it('use the fields the server names, in its `{ data }` wrapper or bare', async () => {
    const answer = { fields: [{ name: 'login' }, { name: 'password' }] };
    const signal = new AbortController().signal;
    expect(names(await configuredFields(LOGIN, async () => ({ data: answer }), signal, LOGIN_DEFAULTS))).to.deep.equal([
      'login',
      'password',
    ]);
    expect(names(await configuredFields(LOGIN, async () => answer, signal, LOGIN_DEFAULTS))).to.deep.equal([
      'login',
      'password',
    ]);
    expect(warnings.messages).to.deep.equal([]);
  });

  for (const [how, answer] of [
    ['{}', {}],
    ['an empty list', { data: { fields: [] } }],
    ['another shape', { data: { fields: 'email,password' } }],
    ['text', '<html>maintenance</html>'],
  ] as const) {
    it(`use the endpoint's default fields, warning once, for ${how}`, async () => {
      const fields = await configuredFields(LOGIN, async () => answer, new AbortController().signal, LOGIN_DEFAULTS);
      expect(names(fields)).to.deep.equal(['email', 'password']);
      expect(warnings.messages).to.have.length(1);
      expect(warnings.messages[0]).to.contain(LOGIN);
    });
  }

  it('use the default when the request fails', async () => {
    const failing = async () => Promise.reject(new Error('POST /x answered 500'));
    const step2 = fields('birth_date', 'address', 'city', 'postcode');
    const shown = await configuredFields(
      '/fcm-forms/config/signup-step-2',
      failing,
      new AbortController().signal,
      step2,
    );
    expect(names(shown)).to.deep.equal(['birth_date', 'address', 'city', 'postcode']);
    expect(warnings.messages[0]).to.contain('/fcm-forms/config/signup-step-2').and.contain('500');
  });

  it('use the default after 3 s without an answer (docs/FORMS.md)', async () => {
    let settled = false;
    const shown = configuredFields('/fcm-forms/config/verify-email', never, new AbortController().signal, [
      ...fields('code'),
    ]).finally(() => (settled = true));
    clock().advance(2999);
    await new Promise((resolve) => setTimeout(resolve));
    expect(settled, 'gave up on the server before 3 s').to.equal(false);
    clock().advance(1);
    expect(names(await shown)).to.deep.equal(['code']);
    expect(warnings.messages[0]).to.contain('/fcm-forms/config/verify-email');
  });

  it('give up without a default when the step itself goes away', async () => {
    const step = new AbortController();
    const pending = configuredFields(LOGIN, never, step.signal, LOGIN_DEFAULTS);
    step.abort();
    let failed = false;
    await pending.catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(warnings.messages).to.deep.equal([]);
  });
});

describe("a later step's configuration (issue #37: no default fields for a step)", () => {
  const STEP_2 = '/fcm-forms/config/signup-step-2';
  const clock = useFakeClock();
  let warnings: ReturnType<typeof captureConsole>;
  beforeEach(() => (warnings = captureConsole('warn')));
  afterEach(() => warnings.restore());

  it('gives exactly the fields it lists', async () => {
    const answer = { data: { fields: [{ name: 'city' }] } };
    expect(names(await laterStepFields(STEP_2, async () => answer, new AbortController().signal))).to.deep.equal([
      'city',
    ]);
    expect(warnings.messages).to.deep.equal([]);
  });

  for (const [how, request] of [
    ['{}', async () => ({})],
    ['an empty list', async () => []],
    ['a list of unknown shapes', async () => ({ fields: [{ type: 'text' }, 7] })],
    ['text', async () => '<html>maintenance</html>'],
    ['a failure (404, 500)', async () => Promise.reject(new Error('POST /x answered 404'))],
  ] as const) {
    it(`gives no field for ${how}, saying once that the step is left out`, async () => {
      expect(await laterStepFields(STEP_2, request, new AbortController().signal)).to.deep.equal([]);
      expect(warnings.messages).to.have.length(1);
      expect(warnings.messages[0]).to.contain(STEP_2).and.contain('the step is left out');
    });
  }

  it('gives no field after 3 s without an answer', async () => {
    const listed = laterStepFields(STEP_2, never, new AbortController().signal);
    clock().advance(3000);
    expect(await listed).to.deep.equal([]);
  });
});
