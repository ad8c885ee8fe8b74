import { expect } from '@open-wc/testing';
import { sanitizeSvg } from './sanitize-svg';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" ${attributes}>${body}</svg>`;

function clean(text: string): SVGSVGElement {
  const result = sanitizeSvg(text);
  expect(result.error, 'sanitizeSvg refused it').to.equal(undefined);
  return result.svg!;
}

const markup = (element: Element) => new XMLSerializer().serializeToString(element);

describe('sanitizeSvg', () => {
  it('keeps an ordinary icon as it is', () => {
    const icon = clean(svg('<g fill="none"><path d="M4 4h16v16H4z"/><circle cx="12" cy="12" r="3"/></g>'));
    expect(icon.localName).to.equal('svg');
    expect(icon.getAttribute('viewBox')).to.equal('0 0 24 24');
    expect(icon.querySelectorAll('path, circle, g')).to.have.length(3);
  });

  it('removes <script> elements, in any case and at any depth', () => {
    const icon = clean(svg('<script>alert(1)</script><g><SCRIPT>alert(2)</SCRIPT><path d="M0 0h1v1z"/></g>'));
    expect(markup(icon)).not.to.match(/script|alert/i);
    expect(icon.querySelector('path')).not.to.equal(null);
  });

  it('removes <foreignObject> and the HTML inside it', () => {
    const icon = clean(
      svg(
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject><path d="M0 0h1v1z"/>',
      ),
    );
    expect(markup(icon)).not.to.match(/foreignObject|img|onerror/i);
  });

  it('removes elements outside the SVG namespace', () => {
    const icon = clean(
      svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/><path d="M0 0h1v1z"/>'),
    );
    expect(markup(icon)).not.to.match(/iframe/);
  });

  it('removes every on* handler, on the root and below', () => {
    const icon = clean(
      svg('<rect onclick="alert(1)" ONMOUSEOVER="alert(2)" width="4" height="4"/>', 'onload="alert(3)"'),
    );
    expect(markup(icon)).not.to.match(/on(click|mouseover|load)|alert/i);
    expect(icon.querySelector('rect')!.getAttribute('width')).to.equal('4');
  });

  it('removes javascript: links, however they are spelled', () => {
    const hrefs = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#x0A;javascript:alert(1)',
    ];
    for (const href of hrefs) {
      const icon = clean(
        svg(`<a href="${href}"><path d="M0 0h1v1z"/></a><a xlink:href="${href}"><path d="M0 0h1v1z"/></a>`),
      );
      const links = [...icon.querySelectorAll('a')];
      expect(links, JSON.stringify(href)).to.have.length(2);
      for (const link of links) expect(link.attributes, JSON.stringify(href)).to.have.length(0);
    }
  });

  it('keeps ordinary links and fragment references', () => {
    const icon = clean(
      svg('<a href="https://broker.example/"><use href="#shape"/></a><path id="shape" d="M0 0h1v1z"/>'),
    );
    expect(icon.querySelector('a')!.getAttribute('href')).to.equal('https://broker.example/');
    expect(icon.querySelector('use')!.getAttribute('href')).to.equal('#shape');
  });

  it('removes animations that would set a javascript: link or a handler', () => {
    const icon = clean(
      svg(
        '<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="#a;javascript:alert(2)"/><set attributeName="onclick" to="alert(3)"/><path d="M0 0h1v1z"/></a>',
      ),
    );
    expect(markup(icon)).not.to.match(/javascript|alert|onclick/i);
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
