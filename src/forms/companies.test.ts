/**
 * What the captcha token names for a country: the server's country by its id and company (its
 * own, or the one the companies endpoint names, else none), a built-in one by its ISO code alone.
 */
import { expect } from '@open-wc/testing';
import type { FormsClient } from '../services/forms-api';
import { captureConsole } from '../test/harness';
import { captchaCountryIds, COMPANIES_PATH, firstCompanyId } from './companies';
import type { Country } from './country';

const BUILT_IN_GB: Country = { code: 'GB', name: 'United Kingdom', phone_code: '+44' };
const SERVER_GB: Country = { ...BUILT_IN_GB, id: 826 };

/** A forms client whose companies endpoint answers with `answer`, recording what it was asked. */
function answering(answer: () => Promise<unknown>) {
  const asked: unknown[] = [];
  const forms = {
    registrationCompanies: (body: unknown) => (asked.push(body), answer()),
  } as unknown as FormsClient;
  return { forms, asked };
}

describe('firstCompanyId', () => {
  it('reads the first id of a wrapped or bare list, and nothing of other shapes', () => {
    expect(firstCompanyId({ data: [{ id: 2, name: 'Cyprus' }, { id: 4 }] })).to.equal(2);
    expect(firstCompanyId([{ id: 3 }])).to.equal(3);
    for (const answer of [{}, null, [], { data: {} }, [{ id: '2' }], 'x']) {
      expect(firstCompanyId(answer), JSON.stringify(answer)).to.equal(undefined);
    }
  });
});

describe('captchaCountryIds', () => {
  let logged: ReturnType<typeof captureConsole>;
  beforeEach(() => (logged = captureConsole('warn')));
  afterEach(() => logged.restore());
  const signal = new AbortController().signal;

  it("are the server's country's id and its own company, without a request", async () => {
    const { forms, asked } = answering(async () => [{ id: 9 }]);
    expect(await captchaCountryIds(forms, { ...SERVER_GB, company_id: 1 }, signal)).to.deep.equal({
      countryId: 826,
      companyId: 1,
    });
    expect(asked).to.deep.equal([]);
  });

  it('ask the companies endpoint for a server country without a company', async () => {
    const { forms, asked } = answering(async () => ({ data: [{ id: 1 }] }));
    expect(await captchaCountryIds(forms, SERVER_GB, signal)).to.deep.equal({ countryId: 826, companyId: 1 });
    expect(asked).to.deep.equal([{ country: 'GB' }]);
    expect(logged.messages).to.deep.equal([]);
  });

  it('are the ISO code and no company for a country of the built-in list, without a request', async () => {
    const { forms, asked } = answering(async () => ({ data: [{ id: 1 }] }));
    expect(await captchaCountryIds(forms, BUILT_IN_GB, signal)).to.deep.equal({ countryId: 'GB' });
    expect(asked).to.deep.equal([]);
  });

  for (const [how, answer] of [
    ['answers {}', async () => ({})],
    ['fails', () => Promise.reject(new Error('500'))],
  ] as const) {
    it(`leave the company out, with one warning naming the endpoint, when it ${how}`, async () => {
      const { forms } = answering(answer);
      expect(await captchaCountryIds(forms, SERVER_GB, signal)).to.deep.equal({ countryId: 826 });
      expect(logged.messages).to.have.length(1);
      expect(logged.messages[0]).to.contain(COMPANIES_PATH);
    });
  }
});
