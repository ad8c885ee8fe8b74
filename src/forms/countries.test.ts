/**
 * The countries every country and phone field offers: the server's list when it has one, else the
 * built-in list, named in the page's language, with one console warning naming the endpoint.
 * Each test file has its own copy of the module: the first call here is the page's first fetch.
 */
import { expect } from '@open-wc/testing';
import type { FormsClient } from '../services/forms-api';
import { useFakeClock } from '../test/fake-clock';
import { captureConsole } from '../test/harness';
import { builtInCountries } from './country-defaults';
import { COUNTRIES_PATH, registrationCountries } from './countries';

/** A forms client whose countries endpoint answers with `answer`. */
const answering = (answer: (signal?: AbortSignal) => Promise<unknown>) =>
  ({
    registrationCountries: (_body: unknown, options?: { signal?: AbortSignal }) => answer(options?.signal),
  }) as unknown as FormsClient;

const SERVER_LIST = { data: [{ id: 826, code: 'GB', name: 'UK', phone_code: '+44', company_id: 1 }] };

describe('built-in countries', () => {
  it('name every ISO 3166 region in the page language, with its calling code and none of the server ids, once each', () => {
    const english = builtInCountries('en');
    expect(english.length).to.equal(250);
    expect(new Set(english.map(({ code }) => code)).size).to.equal(english.length);
    expect(english.find(({ code }) => code === 'GB')).to.deep.equal({
      code: 'GB',
      name: 'United Kingdom',
      phone_code: '+44',
    });
    // The captcha names a country without the server's id by its ISO code (companies.ts).
    expect(english.filter((country) => 'id' in country || 'company_id' in country)).to.deep.equal([]);
    expect(english.find(({ code }) => code === 'CY')!.phone_code).to.equal('+357');
    expect(builtInCountries('de').find(({ code }) => code === 'DE')!.name).to.equal('Deutschland');
    expect(english[0]!.name.localeCompare(english[1]!.name, 'en')).to.be.below(0);
  });
});

describe('registration countries', () => {
  const clock = useFakeClock();
  let logged: ReturnType<typeof captureConsole>;
  beforeEach(() => (logged = captureConsole('warn')));
  afterEach(() => logged.restore());

  const expectBuiltIn = (list: unknown[]) => {
    expect(list).to.deep.equal(builtInCountries('en'));
    expect(logged.messages).to.have.length(1);
    expect(logged.messages[0]).to.contain(COUNTRIES_PATH);
  };

  it('are the built-in list when the server answers {}, kept for a submission and asked again by the next step', async () => {
    let asked = 0;
    const empty = answering(async () => (asked++, {}));
    const list = await registrationCountries(empty, { retryFailed: true });
    expectBuiltIn(list);
    expect(await registrationCountries(empty)).to.equal(list);
    expect(asked).to.equal(1);
    logged.messages.length = 0;
    expectBuiltIn(await registrationCountries(empty, { retryFailed: true }));
    expect(asked).to.equal(2);
  });

  it('are the built-in list when the answer is malformed or the call fails', async () => {
    expectBuiltIn(
      await registrationCountries(
        answering(async () => ({ data: [{ code: 7 }] })),
        { retryFailed: true },
      ),
    );
    logged.messages.length = 0;
    expectBuiltIn(
      await registrationCountries(
        answering(() => Promise.reject(new Error('404'))),
        { retryFailed: true },
      ),
    );
  });

  it('are the built-in list when the server has not answered in 3 s (docs/FORMS.md)', async () => {
    const late = answering(
      (signal) => new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    let settled = false;
    const list = registrationCountries(late, { retryFailed: true }).finally(() => (settled = true));
    clock().advance(2999);
    await new Promise((resolve) => setTimeout(resolve));
    expect(settled, 'gave up on the server before 3 s').to.equal(false);
    clock().advance(1);
    expectBuiltIn(await list);
  });

  it("are the server's list when it has one, kept for the page", async () => {
    const list = await registrationCountries(
      answering(async () => SERVER_LIST),
      { retryFailed: true },
    );
    expect(list).to.deep.equal(SERVER_LIST.data);
    expect(
      await registrationCountries(
        answering(async () => ({})),
        { retryFailed: true },
      ),
    ).to.equal(list);
    expect(logged.messages).to.deep.equal([]);
  });
});
