/**
 * The company serving a country, which the captcha token names: the server's country carries it,
 * a built-in one is looked up, and an answer without one gives the documented default ('').
 */
import { expect } from '@open-wc/testing';
import type { FormsClient } from '../services/forms-api';
import { captureConsole } from '../test/harness';
import { COMPANIES_PATH, firstCompanyId, servingCompanyId } from './companies';
import type { Country } from './country';

const BUILT_IN_GB: Country = { code: 'GB', name: 'United Kingdom', phone_code: '+44', id: 826 };

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

describe('servingCompanyId', () => {
  let logged: ReturnType<typeof captureConsole>;
  beforeEach(() => (logged = captureConsole('warn')));
  afterEach(() => logged.restore());
  const signal = new AbortController().signal;

  it("is the server's country's own company, without a request", async () => {
    const { forms, asked } = answering(async () => [{ id: 9 }]);
    expect(await servingCompanyId(forms, { ...BUILT_IN_GB, company_id: 1 }, signal)).to.equal(1);
    expect(asked).to.deep.equal([]);
  });

  it('asks the companies endpoint for a country of the built-in list', async () => {
    const { forms, asked } = answering(async () => ({ data: [{ id: 1 }] }));
    expect(await servingCompanyId(forms, BUILT_IN_GB, signal)).to.equal(1);
    expect(asked).to.deep.equal([{ country: 'GB' }]);
    expect(logged.messages).to.deep.equal([]);
  });

  for (const [how, answer] of [
    ['answers {}', async () => ({})],
    ['fails', () => Promise.reject(new Error('500'))],
  ] as const) {
    it(`is '' with one warning naming the endpoint when it ${how}`, async () => {
      const { forms } = answering(answer);
      expect(await servingCompanyId(forms, BUILT_IN_GB, signal)).to.equal('');
      expect(logged.messages).to.have.length(1);
      expect(logged.messages[0]).to.contain(COMPANIES_PATH);
    });
  }
});
