import { expect } from '@open-wc/testing';
import { currentIndex, isSwitchable, type RegulatorItem } from './regulator-switcher.model';
import { checkRegulators } from './regulator-switcher.attributes';

const regulators: RegulatorItem[] = [
  { value: 'fca', label: 'FCA', url: '/uk' },
  { value: 'CySEC', label: 'CySEC', url: '/eu' },
];

describe('regulator switcher rules', () => {
  it('finds the current entry case-insensitively, ignoring spaces', () => {
    expect(currentIndex(regulators, ' cysec ')).to.equal(1);
    expect(currentIndex(regulators, 'FCA')).to.equal(0);
  });

  it('falls back to the first entry for an unknown regulator', () => {
    expect(currentIndex(regulators, 'asic')).to.equal(0);
    expect(currentIndex([], 'fca')).to.equal(0);
  });

  it('offers a switch only with two entries or more', () => {
    expect(isSwitchable(regulators)).to.equal(true);
    expect(isSwitchable(regulators.slice(0, 1))).to.equal(false);
  });

  it('accepts a list of {value, label, url} and names what is missing', () => {
    expect(checkRegulators(regulators)).to.equal(null);
    expect(checkRegulators([{ value: 'fca', label: 'FCA' }])).to.equal('item 0 has no text field "url"');
    expect(checkRegulators({})).to.equal('expected a JSON list');
  });
});
