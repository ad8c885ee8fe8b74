import { expect } from '@open-wc/testing';
import { regulatorName } from './regulator-names';

describe('regulatorName', () => {
  it('names the usual regulators, whatever the case, and an unknown one in capitals', () => {
    expect(regulatorName('asic')).to.equal('ASIC (Australia)');
    expect(regulatorName('CYSEC')).to.equal('CySEC (Cyprus, EU)');
    expect(regulatorName('bafin')).to.equal('BAFIN');
  });
});
