import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { captureConsole, define, rendered } from '../../test/harness';
import { glyphs } from './icons';
import { siteIcon } from './site-icon.element';

describe('<site-icon>', () => {
  before(() => define(siteIcon));

  it('draws the glyph at the size its name gives, hidden from assistive technology without a label', async () => {
    const el = await fixture(html`<site-icon name="check_40"></site-icon>`);
    const svg = await rendered(el, 'svg');
    expect(svg.getAttribute('width')).to.equal('40');
    expect(svg.getBoundingClientRect().height).to.equal(40);
    expect(svg.getAttribute('aria-hidden')).to.equal('true');
    expect(svg.querySelector('path')!.getAttribute('d')).to.equal(glyphs.check!.outlined);
  });

  it('draws the filled shape for a fill1 name', async () => {
    const el = await fixture(html`<site-icon name="info_fill1_24"></site-icon>`);
    const path = await rendered(el, 'path');
    expect(path.getAttribute('d')).to.equal(glyphs.info!.filled);
  });

  it('is an image named by its label', async () => {
    const el = await fixture(html`<site-icon name="error_20" label="Error"></site-icon>`);
    const svg = await rendered(el, 'svg');
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('Error');
    await expect(el).to.be.accessible();
  });

  it('draws nothing and logs one error for a name that breaks the pattern', async () => {
    const console = captureConsole();
    try {
      const el = await fixture(html`<site-icon name="Check-Big"></site-icon>`);
      await waitUntil(() => console.messages.length > 0);
      expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<site-icon>').and.contain('Check-Big');
    } finally {
      console.restore();
    }
  });

  it('draws nothing and logs one error for a glyph it does not have', async () => {
    const console = captureConsole();
    try {
      const el = await fixture(html`<site-icon name="rocket_24"></site-icon>`);
      await waitUntil(() => console.messages.length > 0);
      expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
      expect(console.messages[0]).to.contain('no glyph "rocket"');
    } finally {
      console.restore();
    }
  });

  it('follows a change of name', async () => {
    const el = await fixture(html`<site-icon name="add_24"></site-icon>`);
    await rendered(el, 'svg');
    el.setAttribute('name', 'remove_48');
    await waitUntil(() => el.shadowRoot!.querySelector('svg')?.getAttribute('width') === '48');
    expect(el.shadowRoot!.querySelector('path')!.getAttribute('d')).to.equal(glyphs.remove!.outlined);
  });
});
