import { expect } from '@open-wc/testing';
import { ICON_SIZES, parseIconName } from './site-icon.model';

describe('icon names', () => {
  it('reads the glyph, the fill1 variant and the size', () => {
    expect(parseIconName('check_24')).to.deep.equal({ glyph: 'check', filled: false, size: 24 });
    expect(parseIconName('info_fill1_40')).to.deep.equal({ glyph: 'info', filled: true, size: 40 });
    expect(parseIconName('arrow_upward_20')).to.deep.equal({ glyph: 'arrow_upward', filled: false, size: 20 });
    expect(parseIconName('check_circle_fill1_48')).to.deep.equal({ glyph: 'check_circle', filled: true, size: 48 });
  });

  it('accepts each of the four sizes and no other', () => {
    expect(ICON_SIZES).to.deep.equal([20, 24, 40, 48]);
    for (const size of ICON_SIZES) expect(parseIconName(`add_${size}`)?.size).to.equal(size);
    for (const size of [0, 16, 18, 32, 36, 64, 240]) expect(parseIconName(`add_${size}`), String(size)).to.equal(null);
  });

  it('allows digits after the first letter of a glyph part', () => {
    expect(parseIconName('looks_3_24')).to.deep.equal({ glyph: 'looks_3', filled: false, size: 24 });
    expect(parseIconName('mp4_fill1_20')).to.deep.equal({ glyph: 'mp4', filled: true, size: 20 });
  });

  it('refuses capitals, other sizes, a missing size and stray characters', () => {
    const refused = [
      '',
      'Check_24',
      'check_FILL1_24',
      'check_32',
      'check',
      'check-24',
      'check_24px',
      ' check_24',
      'check_24 ',
      '_24',
      'check__24',
      'check_24_',
      'fill1_24x',
      'check_fill1',
      '1check_24',
      'chéck_24',
    ];
    for (const name of refused) expect(parseIconName(name), JSON.stringify(name)).to.equal(null);
  });
});
