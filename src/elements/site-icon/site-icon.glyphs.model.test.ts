import { expect } from '@open-wc/testing';
import { glyphs } from './site-icon.glyphs.model';
import { parseIconName } from './site-icon.model';

describe('glyphs', () => {
  it('are named as icon names spell them, each an SVG path on the 24-unit grid', () => {
    expect(Object.keys(glyphs).length).to.be.greaterThan(0);
    for (const [name, glyph] of Object.entries(glyphs)) {
      expect(parseIconName(`${name}_24`)?.glyph, name).to.equal(name);
      for (const path of [glyph.outlined, glyph.filled].filter((path) => path !== undefined)) {
        expect(path, name).to.match(/^[Mm][\d\s.,MLHVCSQTAZmlhvcsqtaz-]+$/);
      }
    }
  });
});
