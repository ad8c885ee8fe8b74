import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { captureConsole, define, nextFrame, rendered } from '../../test/harness';
import { glyphs } from './site-icon.glyphs.model';
import { siteIcon } from './site-icon.element';

const pathOf = (el: Element) => el.shadowRoot!.querySelector('path')?.getAttribute('d');

/** Renders icons while console.error is captured; returns the messages. */
async function errorsWhile(render: () => Promise<unknown>) {
  const console = captureConsole();
  try {
    await render();
    await waitUntil(() => console.messages.length > 0, 'nothing was logged');
    await nextFrame();
    return [...console.messages];
  } finally {
    console.restore();
  }
}

describe('<site-icon>', () => {
  before(() => define(siteIcon));

  describe('drawing', () => {
    for (const size of [20, 24, 40, 48]) {
      it(`draws a ${size} px icon for a name ending in _${size}`, async () => {
        const el = await fixture(html`<site-icon name=${`check_${size}`}></site-icon>`);
        const svg = await rendered(el, 'svg');
        expect(svg.getAttribute('width')).to.equal(String(size));
        expect(svg.getAttribute('height')).to.equal(String(size));
        const box = el.getBoundingClientRect();
        expect([box.width, box.height]).to.deep.equal([size, size]);
      });
    }

    it('draws the outlined shape of the glyph its name gives', async () => {
      const el = await fixture(html`<site-icon name="arrow_upward_24"></site-icon>`);
      await rendered(el, 'path');
      expect(pathOf(el)).to.equal(glyphs.arrow_upward!.outlined);
    });

    it('draws the filled shape for a fill1 name', async () => {
      const el = await fixture(html`<site-icon name="info_fill1_24"></site-icon>`);
      await rendered(el, 'path');
      expect(glyphs.info!.filled).to.be.a('string').and.not.equal(glyphs.info!.outlined);
      expect(pathOf(el)).to.equal(glyphs.info!.filled);
    });

    it('draws the one shape for fill1 where filled and outlined do not differ', async () => {
      const el = await fixture(html`<site-icon name="check_fill1_24"></site-icon>`);
      await rendered(el, 'path');
      expect(pathOf(el)).to.equal(glyphs.check!.outlined);
    });

    it('draws in the colour of the text around it', async () => {
      const el = await fixture(
        html`<span style="color: rgb(200, 16, 46)"><site-icon name="add_24"></site-icon></span>`,
      );
      const path = await rendered(el.firstElementChild!, 'path');
      expect(getComputedStyle(path).fill).to.equal('rgb(200, 16, 46)');
    });

    it('draws every glyph of its set as a visible shape', async () => {
      const names = Object.keys(glyphs).flatMap((glyph) => [`${glyph}_24`, `${glyph}_fill1_24`]);
      const wrapper = await fixture(
        html`<div>${names.map((name) => html`<site-icon name=${name}></site-icon>`)}</div>`,
      );
      for (const [index, icon] of [...wrapper.children].entries()) {
        const path = await rendered<SVGPathElement>(icon, 'path');
        const box = path.getBBox();
        expect(box.width * box.height, names[index]).to.be.above(20);
      }
    });

    it('follows a change of name', async () => {
      const el = await fixture(html`<site-icon name="add_24"></site-icon>`);
      await rendered(el, 'svg');
      el.setAttribute('name', 'remove_48');
      await waitUntil(() => el.shadowRoot!.querySelector('svg')?.getAttribute('width') === '48');
      expect(pathOf(el)).to.equal(glyphs.remove!.outlined);
    });

    it('draws nothing, silently, until it is given a name', async () => {
      const console = captureConsole();
      try {
        const el = await fixture(html`<site-icon></site-icon>`);
        await nextFrame();
        expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
        expect(console.messages).to.deep.equal([]);
        el.setAttribute('name', 'search_20');
        await rendered(el, 'svg');
      } finally {
        console.restore();
      }
    });
  });

  describe('accessibility', () => {
    it('is hidden from assistive technology without a label', async () => {
      const el = await fixture(html`<site-icon name="check_24"></site-icon>`);
      const svg = await rendered(el, 'svg');
      expect(svg.getAttribute('aria-hidden')).to.equal('true');
      expect(svg.hasAttribute('role')).to.equal(false);
      expect(svg.hasAttribute('aria-label')).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('is an image named by its label', async () => {
      const el = await fixture(html`<site-icon name="error_20" label="Error"></site-icon>`);
      const svg = await rendered(el, 'svg');
      expect(svg.getAttribute('role')).to.equal('img');
      expect(svg.getAttribute('aria-label')).to.equal('Error');
      expect(svg.hasAttribute('aria-hidden')).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('follows the label being added and removed', async () => {
      const el = await fixture(html`<site-icon name="info_24"></site-icon>`);
      const svg = await rendered(el, 'svg');
      el.setAttribute('label', 'Information');
      await waitUntil(() => svg.getAttribute('aria-label') === 'Information');
      expect(svg.getAttribute('role')).to.equal('img');
      el.removeAttribute('label');
      await waitUntil(() => svg.getAttribute('aria-hidden') === 'true');
      expect(svg.hasAttribute('role')).to.equal(false);
    });
  });

  describe('a wrong name', () => {
    it('draws nothing and logs one error naming <site-icon> for a name that breaks the pattern', async () => {
      let el!: Element;
      const messages = await errorsWhile(
        async () => (el = await fixture(html`<site-icon name="Check-Big"></site-icon>`)),
      );
      expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
      expect(messages).to.have.length(1);
      expect(messages[0]).to.contain('<site-icon>').and.contain('"Check-Big"');
    });

    it('draws nothing and logs one error naming <site-icon> for a size it does not draw', async () => {
      let el!: Element;
      const messages = await errorsWhile(
        async () => (el = await fixture(html`<site-icon name="check_32"></site-icon>`)),
      );
      expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
      expect(messages).to.have.length(1);
      expect(messages[0]).to.contain('<site-icon>').and.contain('"check_32"');
    });

    it('draws nothing and logs one error naming <site-icon> for a glyph it does not have', async () => {
      let el!: Element;
      const messages = await errorsWhile(
        async () => (el = await fixture(html`<site-icon name="rocket_24"></site-icon>`)),
      );
      expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
      expect(messages).to.have.length(1);
      expect(messages[0]).to.contain('<site-icon>').and.contain('no glyph "rocket"');
    });

    it('logs once per wrong name, not on every render', async () => {
      const console = captureConsole();
      try {
        const el = await fixture(html`<site-icon name="rocket_24"></site-icon>`);
        await waitUntil(() => console.messages.length === 1);
        el.setAttribute('label', 'Launch');
        await nextFrame();
        await nextFrame();
        expect(console.messages).to.have.length(1);
        el.setAttribute('name', 'rocket_48');
        await waitUntil(() => console.messages.length === 2);
      } finally {
        console.restore();
      }
    });

    it('draws nothing once a good name is replaced by a wrong one', async () => {
      const console = captureConsole();
      try {
        const el = await fixture(html`<site-icon name="add_24"></site-icon>`);
        await rendered(el, 'svg');
        el.setAttribute('name', 'add');
        await waitUntil(() => el.shadowRoot!.querySelector('svg') === null);
        expect(console.messages).to.have.length(1);
      } finally {
        console.restore();
      }
    });
  });
});
