import { expect } from '@open-wc/testing';
import { initialVersion, readVersions } from './version-switcher.model';

const source = (version: string | null, label: string | null = null) => ({ version, label });

describe('version-switcher model', () => {
  it('reads versions in order, lower-cased, with their own or the usual labels', () => {
    const { versions, problems } = readVersions([source('MT4'), source('mt5', 'MT5 (64-bit)'), source('beta')]);
    expect(versions).to.deep.equal([
      { id: 'mt4', label: 'MetaTrader 4' },
      { id: 'mt5', label: 'MT5 (64-bit)' },
      { id: 'beta', label: 'BETA' },
    ]);
    expect(problems).to.deep.equal([]);
  });

  it('labels a version called `constructor` with its id, not with what every object inherits', () => {
    expect(readVersions([source('constructor')]).versions).to.deep.equal([{ id: 'constructor', label: 'CONSTRUCTOR' }]);
  });

  it('leaves out children with a missing, malformed or repeated version, saying which', () => {
    const { versions, problems } = readVersions([source('mt4'), source(null), source('m t5'), source('MT4')]);
    expect(versions.map((version) => version.id)).to.deep.equal(['mt4']);
    expect(problems).to.have.length(3);
    expect(problems[0]).to.contain('child 2');
    expect(problems[1]).to.contain('"m t5"');
    expect(problems[2]).to.contain('repeats').and.contain('mt4');
  });

  it('starts on the hash, else the value, else the first version', () => {
    const { versions } = readVersions([source('mt4'), source('mt5'), source('webtrader')]);
    expect(initialVersion(versions, '#webtrader', 'mt5')).to.equal(2);
    expect(initialVersion(versions, '#other', 'MT5')).to.equal(1);
    expect(initialVersion(versions, '', 'unknown')).to.equal(0);
    expect(initialVersion(versions, '', '')).to.equal(0);
  });
});
