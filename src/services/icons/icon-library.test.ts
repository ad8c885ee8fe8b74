import { expect } from '@open-wc/testing';
import { iconUrl, registerIconLibrary } from './icon-library';

describe('the icon library', () => {
  it("gives a glyph's file in the page's icon folder by default", () => {
    // This page has no data-icon-base: the default folder is /icons/ on the page's origin.
    expect(iconUrl('rocket', false)).to.equal(`${location.origin}/icons/rocket.svg`);
    expect(iconUrl('rocket', true)).to.equal(`${location.origin}/icons/rocket_fill1.svg`);
  });

  it('uses a registered library until it is unregistered', () => {
    const unregister = registerIconLibrary(
      (glyph, filled) => `https://cdn.example/svg/${glyph}/${filled ? 'fill' : 'line'}.svg`,
    );
    try {
      expect(iconUrl('rocket', true)).to.equal('https://cdn.example/svg/rocket/fill.svg');
    } finally {
      unregister();
    }
    expect(iconUrl('rocket', false)).to.equal(`${location.origin}/icons/rocket.svg`);
  });

  it("reads a library's relative URL against the page", () => {
    const unregister = registerIconLibrary((glyph) => `/static/${glyph}.svg`);
    try {
      expect(iconUrl('shield', false)).to.equal(`${location.origin}/static/shield.svg`);
    } finally {
      unregister();
    }
  });
});
