import { expect } from '@open-wc/testing';
import { regulatorCookieWrite, riskWarningCookieWrite } from './cookie-rules';

describe('cookie rules', () => {
  it('keeps riskWarningClosed until the browser session ends and oc_regulator_name 1825 days', () => {
    expect(riskWarningCookieWrite('cysec')).to.deep.equal({
      name: 'riskWarningClosed',
      value: 'cysec',
      attributes: { path: '/', sameSite: 'Lax' },
    });
    expect(regulatorCookieWrite('asic')).to.deep.equal({
      name: 'oc_regulator_name',
      value: 'asic',
      attributes: { expires: 1825, path: '/', sameSite: 'Lax' },
    });
  });
});
