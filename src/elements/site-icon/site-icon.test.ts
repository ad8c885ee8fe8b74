import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { registerIconLibrary } from '../../services/icons/icon-library';
import { backendRequests, backendUrl, captureConsole, define, nextFrame, rendered } from '../../test/harness';
import { expectOneError } from '../../test/attribute-errors';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { glyphs } from './site-icon.glyphs.model';
import { siteIcon } from './site-icon.element';

const pathOf = (el: Element) => el.shadowRoot!.querySelector('path')?.getAttribute('d');

describe('<site-icon>', () => {
  before(async () => {
    // The page's icon library is the demo backend's demo/icons folder (read on first use).
    document.body.dataset.iconBase = `${await backendUrl()}/icons/`;
    define(siteIcon);
  });

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
    for (const [name, why] of [
      ['Check-Big', 'a name that breaks the pattern'],
      ['check_32', 'a size it does not draw'],
    ] as const) {
      it(`draws nothing and logs one error naming <site-icon> for ${why}`, async () => {
        const el = await expectOneError('site-icon', [`"${name}"`], () =>
          fixture(`<site-icon name="${name}"></site-icon>`),
        );
        expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
      });
    }

    it('logs once per wrong name, not on every render', async () => {
      const console = captureConsole();
      try {
        const el = await fixture(html`<site-icon name="rocket"></site-icon>`);
        await waitUntil(() => console.messages.length === 1);
        el.setAttribute('label', 'Launch');
        await nextFrame();
        await nextFrame();
        expect(console.messages).to.have.length(1);
        el.setAttribute('name', 'rocket_32');
        await waitUntil(() => console.messages.length === 2);
      } finally {
        console.restore();
      }
    });

    it('draws nothing once a good name is replaced by a wrong one', async () => {
      await expectOneError('site-icon', ['"add"'], async () => {
        const el = await fixture(html`<site-icon name="add_24"></site-icon>`);
        await rendered(el, 'svg');
        el.setAttribute('name', 'add');
        await waitUntil(() => el.shadowRoot!.querySelector('svg') === null);
      });
    });
  });

  describe('a glyph from the icon library', () => {
    const box = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="box"]')!;
    const drawn = (el: Element) => rendered<SVGSVGElement>(el, '[part="box"][data-state="ready"] svg');

    it('draws a glyph it does not have from {data-icon-base}{glyph}.svg, at the size of its name', async () => {
      const el = await fixture(html`<site-icon name="shield_40"></site-icon>`);
      const svg = await drawn(el);
      expect(svg.getAttribute('width')).to.equal('40');
      expect(svg.getAttribute('height')).to.equal('40');
      expect(svg.getAttribute('part')).to.equal('svg');
      expect(svg.getAttribute('aria-hidden')).to.equal('true');
      expect(svg.querySelector('path')!.getBBox().width).to.be.above(10);
      const hostBox = el.getBoundingClientRect();
      expect([hostBox.width, hostBox.height]).to.deep.equal([40, 40]);
      expect((await backendRequests('/icons/shield.svg')).length).to.equal(1);
    });

    it('fetches {glyph}_fill1.svg for a fill1 name, drawn in the colour of the text around it', async () => {
      const wrapper = await fixture(
        html`<span style="color: rgb(0, 102, 51)"
          ><site-icon name="shield_fill1_24" label="Protected"></site-icon
        ></span>`,
      );
      const svg = await drawn(wrapper.firstElementChild!);
      expect(svg.querySelector('path')!.getAttribute('d')).to.match(/^M12 2 4 5v6c0 5.1/);
      expect(getComputedStyle(svg.querySelector('path')!).fill).to.equal('rgb(0, 102, 51)');
      expect(svg.getAttribute('role')).to.equal('img');
      expect(svg.getAttribute('aria-label')).to.equal('Protected');
      expect((await backendRequests('/icons/shield_fill1.svg')).length).to.equal(1);
      await expect(wrapper.firstElementChild).to.be.accessible();
    });

    it('gives an SVG without a viewBox its own size as the grid, drawn at the name size', async () => {
      const el = await fixture(html`<site-icon name="language_20"></site-icon>`);
      const svg = await drawn(el);
      expect(svg.getAttribute('viewBox')).to.equal('0 0 48 48');
      expect(svg.getBoundingClientRect().width).to.equal(20);
    });

    it('asks once for an icon used many times on the page, concurrently or later', async () => {
      const wrapper = await fixture(
        html`<div>
          <site-icon name="candlestick_chart_24"></site-icon><site-icon name="candlestick_chart_48"></site-icon>
        </div>`,
      );
      for (const icon of wrapper.children) await drawn(icon);
      const later = await fixture(html`<site-icon name="candlestick_chart_20"></site-icon>`);
      await drawn(later);
      expect((await backendRequests('/icons/candlestick_chart.svg')).length).to.equal(1);
    });

    it('holds the box of its size while the SVG loads: nothing moves when it arrives', async () => {
      const icon = document.createElement('site-icon');
      icon.setAttribute('name', 'rocket_48');
      // Read at the first render, whenever that comes: a poll could miss the fetch on a fast machine.
      const first = new Promise<{ state?: string; width: number }>((resolve) =>
        icon.addEventListener(
          'ready',
          () => resolve({ state: box(icon).dataset.state, width: icon.getBoundingClientRect().width }),
          { once: true },
        ),
      );
      const wrapper = await fixture(html`<p style="display: flex; align-items: center">${icon}<span>Launch</span></p>`);
      const text = wrapper.lastElementChild!;
      expect(await first).to.deep.equal({ state: 'loading', width: 48 });
      const before = text.getBoundingClientRect().left;
      await drawn(icon);
      expect(text.getBoundingClientRect().left).to.equal(before);
    });

    it('strips script, foreignObject, handlers and links from a hostile SVG', async () => {
      const page = window as { hostileIconRan?: string };
      const el = await fixture(html`<site-icon name="hostile_test_48"></site-icon>`);
      const svg = await drawn(el);
      // Compared as text: a failing assertion on an SVG element makes chai walk the whole DOM.
      const markup = new XMLSerializer().serializeToString(svg);
      expect(markup).not.to.match(/script|foreignObject|onload|onclick|onmouseover|<set|<img|<a/i);
      svg.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await nextFrame();
      expect(page.hostileIconRan).to.equal(undefined);
    });

    it('logs one error naming the URL and keeps an empty box of its size for an icon that is not there', async () => {
      const el = await expectOneError('site-icon', ['/icons/nonexistent.svg', '404'], async () => {
        const el = await fixture(
          html`<div><site-icon name="nonexistent_48"></site-icon><site-icon name="nonexistent_24"></site-icon></div>`,
        );
        const [big, small] = [...el.children];
        await waitUntil(() => box(big!)?.dataset.state === 'failed' && box(small!)?.dataset.state === 'failed');
        return el;
      });
      const [big, small] = [...el.children];
      expect(big!.shadowRoot!.querySelector('svg') === null, 'an svg was drawn').to.equal(true);
      expect([big!.getBoundingClientRect().width, big!.getBoundingClientRect().height]).to.deep.equal([48, 48]);
      expect(small!.getBoundingClientRect().width).to.equal(24);
    });

    it('logs one error and draws nothing for an answer that is not an SVG', async () => {
      const el = await expectOneError('site-icon', ['broken_test.svg', 'not an SVG'], async () => {
        const el = await fixture(html`<site-icon name="broken_test_24"></site-icon>`);
        await waitUntil(() => box(el)?.dataset.state === 'failed');
        return el;
      });
      expect(el.shadowRoot!.querySelector('svg') === null, 'an svg was drawn').to.equal(true);
    });

    it('fetches from another library once one is registered', async () => {
      const base = await backendUrl();
      const unregister = registerIconLibrary(
        (glyph, filled) => `${base}/icons/${glyph}${filled ? '_fill1' : ''}.svg?library=other`,
      );
      try {
        const el = await fixture(html`<site-icon name="rocket_24"></site-icon>`);
        await drawn(el);
        expect((await backendRequests('/icons/rocket.svg?library=other')).length).to.equal(1);
      } finally {
        unregister();
      }
    });

    it('makes no request for the built-in glyphs', async () => {
      const names = Object.keys(glyphs).map((glyph) => `${glyph}_24`);
      const wrapper = await fixture(
        html`<div>${names.map((name) => html`<site-icon name=${name}></site-icon>`)}</div>`,
      );
      for (const icon of wrapper.children) await rendered(icon, 'path');
      await nextFrame();
      const requests = await Promise.all(Object.keys(glyphs).map((glyph) => backendRequests(`/icons/${glyph}`)));
      expect(requests.flat()).to.deep.equal([]);
      expect(wrapper.querySelector('site-icon')!.shadowRoot!.querySelector('[part="box"]')).to.equal(null);
    });

    describe('an icon from a hostile library', () => {
      /** Every way an icon could reach out, each aimed at its own beacon path on the demo backend. */
      const hostileIcon = (beacon: (vector: string) => string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" overflow="visible" style="overflow: visible; background: url(${beacon('svg-style')})">
          <style>@import url("${beacon('style-import')}"); path { stroke: url(${beacon('style-url')}) }</style>
          <image href="${beacon('image')}" width="24" height="24"/>
          <image xlink:href="${beacon('image-xlink')}" width="24" height="24"/>
          <filter id="f"><feImage href="${beacon('feimage')}"/></filter>
          <use href="${beacon('use')}#a"/>
          <use href="#ok"><set attributeName="href" to="${beacon('set')}"/></use>
          <path id="ok" d="M4 4h16v16H4z" filter="url(#f)" fill="url(${beacon('fill')})"/>
          <foreignObject width="24" height="24"><img xmlns="http://www.w3.org/1999/xhtml" src="${beacon('foreign-object')}"/></foreignObject>
          <a href="https://attacker.example/"><rect x="-5000" y="-5000" width="10000" height="10000" fill="transparent"/></a>
          <rect x="-5000" y="-5000" width="10000" height="10000" fill="transparent" style="fill: url(${beacon('rect-style')})"/>
        </svg>`;

      /** Draws the icon, served by the demo backend as a third-party library would, with the beacons' base. */
      async function drawHostileIcon(name: string) {
        const base = await backendUrl();
        const beacon = (vector: string) => `${base}/icon-beacon/${name}/${vector}`;
        const unregister = registerIconLibrary(
          () => `${base}/__backend/text?value=${encodeURIComponent(hostileIcon(beacon))}`,
        );
        try {
          const el = await fixture(html`<p style="margin: 40px"><site-icon name=${`${name}_24`}></site-icon></p>`);
          const icon = el.firstElementChild!;
          await drawn(icon);
          return { icon, beacon };
        } finally {
          unregister();
        }
      }

      it('makes no request of its own', async () => {
        const { beacon } = await drawHostileIcon('tracker');
        await nextFrame();
        await nextFrame();
        // A request of our own, made after the icon was drawn and painted, has reached the server.
        const control = new Image();
        await new Promise((resolve) => {
          control.onerror = control.onload = resolve;
          control.src = beacon('control');
        });
        const hits = (await backendRequests('/icon-beacon/tracker/')).map((request) => request.url);
        expect(hits).to.deep.equal([new URL(beacon('control')).pathname]);
      });

      it('draws nothing outside its box', async () => {
        const { icon } = await drawHostileIcon('cover');
        const box = icon.getBoundingClientRect();
        expect([box.width, box.height]).to.deep.equal([24, 24]);
        const expectInItsBox = (why: string) => {
          expect(document.elementFromPoint(box.left + 12, box.top + 12), `${why}: inside the box`).to.equal(icon);
          for (const [x, y] of [
            [box.right + 100, box.top + 12],
            [box.left + 12, box.bottom + 100],
            [box.left - 20, box.top - 20],
          ]) {
            expect(document.elementFromPoint(x!, y!) === icon, `${why}: the icon is at ${x}, ${y}`).to.equal(false);
          }
        };
        expectInItsBox('as sanitised');
        // The box clips by itself too, should an overflow ever get past the sanitiser.
        const svg = icon.shadowRoot!.querySelector('svg')!;
        svg.setAttribute('overflow', 'visible');
        svg.style.overflow = 'visible';
        expectInItsBox('with the svg overflowing');
      });
    });

    describe('at 360 px', () => {
      atPhoneWidth();
      it('draws library icons beside text without overflow', async () => {
        const el = await fixture(
          html`<p><site-icon name="shield_24"></site-icon> Your funds are held in segregated accounts</p>`,
        );
        await drawn(el.firstElementChild!);
        expectPhoneLayout(el);
      });
    });
  });
});
