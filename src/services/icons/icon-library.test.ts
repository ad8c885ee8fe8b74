import { expect } from '@open-wc/testing';
import { registerIconLibrary } from './icon-library';
import { iconUrl } from './icon-url';

describe('the icon library', () => {
  it("gives a glyph's file in the icons shipped with the script by default, not on the page's origin", () => {
    // This page has no data-icon-base. The build's folder is dist/icons/ beside the entry; the
    // test runner serves the same files at /__icons/ (web-test-runner.config.mjs).
    expect(iconUrl('rocket', false)).to.equal(`${location.origin}/__icons/rocket.svg`);
    expect(iconUrl('rocket', true)).to.equal(`${location.origin}/__icons/rocket_fill1.svg`);
  });

  it('finds every shipped glyph there, outlined and filled', async () => {
    for (const url of [iconUrl('rocket_launch', false), iconUrl('rocket_launch', true)]) {
      const response = await fetch(url);
      expect(response.status, url).to.equal(200);
      expect(await response.text()).to.match(/^<svg [^>]*><path d="[mM]/);
    }
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
    expect(iconUrl('rocket', false)).to.equal(`${location.origin}/__icons/rocket.svg`);
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
