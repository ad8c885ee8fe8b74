import { expect } from '@open-wc/testing';
import { parseIconName } from './icon-name';

describe('icon names', () => {
  it('reads the glyph, the fill1 variant and the size', () => {
    expect(parseIconName('check_24')).to.deep.equal({ glyph: 'check', filled: false, size: 24 });
    expect(parseIconName('info_fill1_40')).to.deep.equal({ glyph: 'info', filled: true, size: 40 });
    expect(parseIconName('arrow_upward_20')).to.deep.equal({ glyph: 'arrow_upward', filled: false, size: 20 });
    expect(parseIconName('check_circle_fill1_48')).to.deep.equal({ glyph: 'check_circle', filled: true, size: 48 });
  });

  it('refuses capitals, other sizes, a missing size and stray characters', () => {
    for (const name of ['Check_24', 'check_32', 'check', 'check-24', 'check_24px', '_24', 'check__24', 'fill1_24x']) {
      expect(parseIconName(name), name).to.equal(null);
    }
  });
});
