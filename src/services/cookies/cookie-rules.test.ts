import { expect } from '@open-wc/testing';
import { attributesOn, regulatorCookieWrite, riskWarningCookieWrite } from './cookie-rules';

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

  it('makes every cookie Secure on an https page, and leaves the attributes as given on http', () => {
    const attributes = { expires: 1825, path: '/', sameSite: 'Lax' } as const;
    expect(attributesOn('https:', attributes)).to.deep.equal({ ...attributes, secure: true });
    expect(attributesOn('http:', attributes)).to.deep.equal(attributes);
    expect(attributesOn('file:', attributes)).to.deep.equal(attributes);
    const crossSite = { path: '/', sameSite: 'None', secure: true } as const;
    expect(attributesOn('http:', crossSite)).to.deep.equal(crossSite);
  });
});
