import { expect } from '@open-wc/testing';
import { cssRatio, parseRatio } from './responsive-wrapper.model';

describe('aspect ratios', () => {
  it('reads the named ratios and any w/h or w:h', () => {
    expect(parseRatio('16:9')).to.deep.equal({ width: 16, height: 9 });
    expect(parseRatio('4:3')).to.deep.equal({ width: 4, height: 3 });
    expect(parseRatio('1:1')).to.deep.equal({ width: 1, height: 1 });
    expect(parseRatio('9:16')).to.deep.equal({ width: 9, height: 16 });
    expect(parseRatio('21/9')).to.deep.equal({ width: 21, height: 9 });
    expect(parseRatio(' 2.35 / 1 ')).to.deep.equal({ width: 2.35, height: 1 });
    expect(parseRatio('.5:1')).to.deep.equal({ width: 0.5, height: 1 });
  });

  it('refuses anything else', () => {
    for (const value of ['', '16x9', '16:', ':9', '0:9', '16:0', '-16:9', '16:9:1', 'wide', '16 9', '1e3:1', 'NaN/1']) {
      expect(parseRatio(value), JSON.stringify(value)).to.equal(null);
    }
  });

  it('writes a CSS aspect-ratio', () => {
    expect(cssRatio({ width: 4, height: 3 })).to.equal('4 / 3');
  });
});
