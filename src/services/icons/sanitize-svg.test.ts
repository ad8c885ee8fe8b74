import { expect } from '@open-wc/testing';
import { sanitizeSvg } from './sanitize-svg';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" ${attributes}>${body}</svg>`;

function clean(text: string): SVGSVGElement {
  const result = sanitizeSvg(text);
  expect(result.error, 'sanitizeSvg refused it').to.equal(undefined);
  return result.svg!;
}

/** The sanitised icon of `body` in our <svg> root, with the root's `attributes`. */
const cleanIcon = (body: string, attributes?: string) => clean(svg(body, attributes));

const markup = (element: Element) => new XMLSerializer().serializeToString(element);

/** The markup as parsed, and as sanitised less the overflow="hidden" the sanitiser adds to the root. */
function parsedAndSanitised(text: string) {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  const sanitised = clean(text);
  expect(sanitised.getAttribute('overflow')).to.equal('hidden');
  sanitised.removeAttribute('overflow');
  return [markup(parsed), markup(sanitised)];
}

const TRACKER = 'https://tracker.example/pixel';

describe('sanitizeSvg', () => {
  describe('keeps what draws an icon', () => {
    it('an ordinary icon, as it is', () => {
      const icon = cleanIcon('<g fill="none"><path d="M4 4h16v16H4z"/><circle cx="12" cy="12" r="3"/></g>');
      expect(icon.localName).to.equal('svg');
      expect(icon.getAttribute('viewBox')).to.equal('0 0 24 24');
      expect(icon.querySelectorAll('path, circle, g')).to.have.length(3);
    });

    it('a Material Symbols icon, unchanged', () => {
      const [parsed, sanitised] = parsedAndSanitised(
        '<svg xmlns="http://www.w3.org/2000/svg" height="24" viewBox="0 -960 960 960" width="24"><path d="M240-200h120v-240h240v240h120v-360L480-740 240-560v360Zm-80 80v-480l320-240 320 240v480H520v-240h-80v240H160Zm80-320Z"/></svg>',
      );
      expect(sanitised).to.equal(parsed);
    });

    it('every icon of the demo library, unchanged', async () => {
      // From the test server, not the demo backend: its request log is what the <site-icon> tests count.
      const base = '/demo/icons/';
      for (const name of ['candlestick_chart', 'language', 'rocket', 'shield', 'shield_fill1']) {
        const [parsed, sanitised] = parsedAndSanitised(await (await fetch(`${base}${name}.svg`)).text());
        expect(sanitised, name).to.equal(parsed);
      }
    });

    it('gradients, patterns, clips, masks, markers and filters referenced by #fragment, unchanged', () => {
      const [parsed, sanitised] = parsedAndSanitised(
        svg(
          '<title>Chart</title><desc>A rising line</desc>' +
            '<defs>' +
            '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="#c8102e"/><stop offset="1" stop-color="#036" stop-opacity="0.5"/></linearGradient>' +
            '<radialGradient id="r" href="#g" cx="0.5" cy="0.5" r="0.5" fx="0.4" fy="0.4"/>' +
            '<pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2" fill="url(#g)"/></pattern>' +
            '<clipPath id="c" clipPathUnits="userSpaceOnUse"><circle cx="12" cy="12" r="10"/></clipPath>' +
            '<mask id="m" maskUnits="userSpaceOnUse"><rect width="24" height="24" fill="white"/></mask>' +
            '<marker id="arrow" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><path d="M0 0L4 2L0 4z"/></marker>' +
            '<filter id="f" filterUnits="objectBoundingBox"><feGaussianBlur in="SourceAlpha" stdDeviation="1" result="blur"/><feOffset in="blur" dx="1" dy="1" result="shadow"/><feMerge><feMergeNode in="shadow"/><feMergeNode in="SourceGraphic"/></feMerge></filter>' +
            '<symbol id="s" viewBox="0 0 10 10"><ellipse cx="5" cy="5" rx="4" ry="3"/></symbol>' +
            '</defs>' +
            '<g clip-path="url(#c)" mask="url(\'#m\')" filter="url(#f)" transform="rotate(45 12 12)">' +
            '<rect x="2" y="2" width="20" height="20" rx="2" fill="url(#g) #c8102e" stroke="url(&quot;#r&quot;)" stroke-width="1.5" stroke-dasharray="2 1" opacity="0.9"/>' +
            '<polyline points="2,20 8,12 14,16 22,4" fill="none" stroke="currentColor" marker-end="url(#arrow)"/>' +
            '<polygon points="0,0 4,0 2,3" fill-rule="evenodd"/><line x1="0" y1="0" x2="24" y2="24"/>' +
            '</g>' +
            '<use href="#s" x="4" y="4" width="8" height="8"/><use xlink:href="#s" x="12" y="12" width="8" height="8"/>',
        ),
      );
      expect(sanitised).to.equal(parsed);
    });
  });

  describe('removes what can run code', () => {
    it('<script> elements, in any case and at any depth', () => {
      const icon = cleanIcon('<script>alert(1)</script><g><SCRIPT>alert(2)</SCRIPT><path d="M0 0h1v1z"/></g>');
      expect(markup(icon)).not.to.match(/script|alert/i);
      expect(icon.querySelector('path')).not.to.equal(null);
    });

    it('<foreignObject> and the HTML inside it', () => {
      const icon = cleanIcon(
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject><path d="M0 0h1v1z"/>',
      );
      expect(markup(icon)).not.to.match(/foreignObject|img|onerror/i);
      expect(icon.querySelector('path')).not.to.equal(null);
    });

    it('elements outside the SVG namespace', () => {
      const icon = cleanIcon(
        '<iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/><path d="M0 0h1v1z"/>',
      );
      expect(markup(icon)).not.to.match(/iframe/);
    });

    it('every on* handler, on the root and below', () => {
      const icon = cleanIcon(
        '<rect onclick="alert(1)" ONMOUSEOVER="alert(2)" width="4" height="4"/>',
        'onload="alert(3)"',
      );
      expect(markup(icon)).not.to.match(/on(click|mouseover|load)|alert/i);
      expect(icon.querySelector('rect')!.getAttribute('width')).to.equal('4');
    });

    it('<animate> and <set>, which can rewrite a link or a handler', () => {
      const icon = cleanIcon(
        '<use href="#ok"><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="#a;https://tracker.example/"/></use>' +
          '<rect id="ok" width="4" height="4"><set attributeName="onclick" to="alert(3)"/><animateTransform attributeName="transform" type="rotate" from="0" to="360"/></rect>',
      );
      expect(markup(icon)).not.to.match(/<set|<animate|javascript|tracker|alert/i);
      expect(icon.querySelector('use')!.getAttribute('href')).to.equal('#ok');
    });
  });

  describe('removes what can make a request', () => {
    it('<style>, with its @import and url()', () => {
      const icon = cleanIcon(
        `<style>@import url("${TRACKER}"); path { fill: url(${TRACKER}) }</style><path d="M0 0h1v1z"/>`,
      );
      expect(markup(icon)).not.to.match(/style|import|tracker/i);
      expect(icon.querySelector('path')).not.to.equal(null);
    });

    it('the style attribute, which can hold a url()', () => {
      const icon = cleanIcon(
        `<path d="M0 0h1v1z" style="background:url(${TRACKER})"/>`,
        `style="fill: url('${TRACKER}')"`,
      );
      expect(markup(icon)).not.to.match(/style|tracker/i);
    });

    it('<image>, by href or xlink:href, and <feImage>', () => {
      const icon = cleanIcon(
        `<image href="${TRACKER}" width="24" height="24"/><image xlink:href="${TRACKER}"/><image href="#local"/>` +
          `<filter id="f"><feImage href="${TRACKER}"/><feImage href="#local"/><feFlood flood-color="red"/></filter>`,
      );
      expect(markup(icon)).not.to.match(/image|tracker/i);
      expect(icon.querySelector('feFlood')).not.to.equal(null);
    });

    it('<use> of another file, keeping <use> of a #fragment', () => {
      const icon = cleanIcon(
        '<use href="http://other.example/x.svg#a"/><use xlink:href="x.svg#a"/><use href=" #a"/><use href="#a" xlink:href="http://other.example/x.svg#a"/><path id="a" d="M0 0h1v1z"/>',
      );
      const uses = [...icon.querySelectorAll('use')];
      expect(uses).to.have.length(1);
      expect(markup(uses[0]!)).to.match(/^<use [^>]*href="#a"\/>$/);
      expect(markup(icon)).not.to.match(/other\.example|x\.svg/);
    });

    it('a paint or reference url() to anything but #id, however it is spelled', () => {
      const icon = cleanIcon(
        `<rect fill="url(${TRACKER})" stroke="url('${TRACKER}') red" width="1" height="1"/>` +
          `<rect fill="\\75 rl(${TRACKER})" stroke="URL(${TRACKER})" width="1" height="1"/>` +
          `<rect clip-path="url(${TRACKER}#c)" mask="url(#m) url(${TRACKER})" filter="blur(2px)" marker-end="url(x.svg#m)" width="1" height="1"/>` +
          `<rect fill="url(#g)" stroke="url(&quot;#g&quot;) none" clip-path="url(#c)" width="1" height="1"/>`,
      );
      const rects = [...icon.querySelectorAll('rect')];
      for (const rect of rects.slice(0, 3)) {
        expect(rect.getAttributeNames().sort(), markup(rect)).to.deep.equal(['height', 'width']);
      }
      expect(rects[3]!.getAttribute('fill')).to.equal('url(#g)');
      expect(rects[3]!.getAttribute('stroke')).to.equal('url("#g") none');
      expect(rects[3]!.getAttribute('clip-path')).to.equal('url(#c)');
    });

    it('xml:base, comments and processing instructions', () => {
      const icon = cleanIcon(
        '<?xml-stylesheet href="https://tracker.example/a.css"?><!-- https://tracker.example/ --><g xml:base="https://tracker.example/"><path d="M0 0h1v1z"/></g>',
      );
      expect(markup(icon)).not.to.match(/tracker|xml-stylesheet|<!--/);
      expect(icon.querySelector('path')).not.to.equal(null);
    });
  });

  describe('removes what can draw outside the icon or over the page', () => {
    it('<a> links, with what they hold (a huge transparent rectangle)', () => {
      const icon = cleanIcon(
        '<a href="https://attacker.example/"><rect x="-5000" y="-5000" width="10000" height="10000" fill="transparent"/></a>' +
          '<a xlink:href="javascript:alert(1)"><path d="M0 0h1v1z"/></a><a href="#x"><circle r="1"/></a><path d="M0 0h1v1z"/>',
      );
      expect(markup(icon)).not.to.match(/<a|attacker|javascript|rect|circle/);
      expect(icon.querySelectorAll('path')).to.have.length(1);
    });

    it('an overflow of its own: the root clips, always', () => {
      const icon = cleanIcon('<svg overflow="visible" width="2000" height="2000"/>', 'overflow="visible"');
      expect(icon.getAttribute('overflow')).to.equal('hidden');
      expect(icon.querySelector('svg')!.hasAttribute('overflow')).to.equal(false);
    });

    it('text, links to fonts and class names', () => {
      const icon = cleanIcon(
        '<text x="0" y="10">Click here<tspan>!</tspan></text><path class="hit" d="M0 0h1v1z"/>',
        'class="icon"',
      );
      expect(markup(icon)).not.to.match(/text|tspan|Click|class/);
    });
  });

  it('refuses an answer that is not an SVG', () => {
    for (const text of [
      '<!doctype html><html><p>Not found</p></html>',
      '{"error":"not found"}',
      '',
      '<svg><path></svg>',
    ]) {
      expect(sanitizeSvg(text).error, JSON.stringify(text)).to.contain('not an SVG');
    }
    expect(sanitizeSvg('<svg viewBox="0 0 24 24"/>').error, 'no namespace').to.contain('not an SVG');
  });
});
