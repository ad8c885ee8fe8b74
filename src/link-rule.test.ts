/**
 * Lint keeps links to one way and HTML out of strings (docs/SECURITY.md): these cases lint a small module as if it sat at a
 * given path, with the project's own ESLint configuration.
 */
import { expect } from '@open-wc/testing';
import { expectEach, lintReady, ruleErrors } from './test/lint';

const linkErrors = (path: string, code: string) => ruleErrors('no-restricted-syntax', path, code);

describe('the link rule', () => {
  lintReady();
  it('rejects a raw href, a frame address, a navigation and a window from data', async () => {
    const errors = await linkErrors(
      'src/elements/site-map/site-map.tsx',
      `export const A = ({ u }: { u: string }) => <a href={u}>x</a>;
      export const B = ({ u }: { u: string }) => <iframe src={u} title="x" />;
      export const C = (u: string) => location.assign(u);
      export const D = (u: string) => { location.href = u; };
      export const E = (u: string) => window.open(u);`,
    );
    expect(errors).to.have.length(5);
    expect(errors[0]).to.contain('SafeLink');
    expect(errors[1]).to.contain('safeLink()');
    expect(errors[2]).to.contain('navigateTo()');
    expect(errors[3]).to.contain('navigateTo()');
    expect(errors[4]).to.contain('openWindow()');
  });

  it('rejects an address set any other way: attributes, properties, navigations, windows, spreads and images', async () => {
    const errors = await linkErrors(
      'src/elements/site-map/site-map.tsx',
      `export const A = (e: Element, u: string) => e.setAttribute('href', u);
      export const B = (e: Element, u: string) => e.setAttribute('SRC', u);
      export const C = (e: HTMLImageElement, u: string) => { e.src = u; };
      export const D = (e: HTMLAnchorElement, u: string) => { e.href = u; };
      export const E = (u: string) => { location = u; };
      export const F = (u: string) => { window.location = u; };
      export const G = (u: string) => { window.location.href = u; };
      export const H = (u: string) => self.open(u);
      export const I = (p: object) => <a {...p}>x</a>;
      export const J = ({ u }: { u: string }) => <img src={u} alt="" />;
      export const K = ({ u }: { u: string }) => <video poster={u} />;`,
    );
    expect(errors).to.have.length(11);
    for (const error of errors.slice(0, 4)) expect(error).to.contain('setSafeUrl()');
    for (const error of errors.slice(4, 7)) expect(error).to.contain('navigateTo()');
    expect(errors[7]).to.contain('openWindow()');
    expect(errors[8]).to.contain('No spread props');
    for (const error of errors.slice(9)) expect(error).to.contain('safeMediaUrl()');
  });

  it("rejects a bare open(), the window's, but not a function of the module's own called open", async () => {
    const bare = await ruleErrors(
      'no-restricted-globals',
      'src/page/lazy-images.ts',
      `export const A = (u: string) => open(u);`,
    );
    expectEach(bare, 1, 'openWindow()');
    const own = await ruleErrors(
      'no-restricted-globals',
      'src/page/lazy-images.ts',
      `const open = (u: string) => u.length;
      export const A = (u: string) => open(u);`,
    );
    expect(own).to.deep.equal([]);
  });

  it('rejects HTML from strings', async () => {
    const errors = await linkErrors(
      'src/elements/site-map/site-map.tsx',
      `export const A = (e: Element, s: string) => { e.innerHTML = s; };
      export const B = (e: Element, s: string) => e.insertAdjacentHTML('beforeend', s);
      export const C = (s: string) => document.write(s);
      export const D = ({ h }: { h: string }) => <iframe srcDoc={h} title="x" />;
      export const E = (f: HTMLIFrameElement, h: string) => { f.srcdoc = h; };
      export const F = (f: Element, h: string) => f.setAttribute('srcdoc', h);`,
    );
    expectEach(errors, 6, 'No HTML from strings');
  });

  it('rejects an address or HTML set by a computed name, a non-literal attribute name, props or setHTMLUnsafe', async () => {
    const header = `import { createElement } from 'react';`;
    const addresses = [
      `export const A = (e: HTMLAnchorElement, u: string) => { e['href'] = u; };`,
      `export const B = (e: Element, name: string, u: string) => e.setAttribute(name, u);`,
      `export const C = (e: Element, name: string, u: string) => e.setAttributeNS(null, name, u);`,
      `export const D = (e: HTMLAnchorElement, href: string) => Object.assign(e, { href });`,
      `export const E = (e: HTMLImageElement, u: string) => Object.assign(e, { 'src': u });`,
      `export const F = (href: string) => createElement('a', { href }, 'x');`,
      'export const G = (u: string) => createElement(`iframe`, { src: u });',
    ];
    const html = [
      `export const H = (e: Element, s: string) => { e['innerHTML'] = s; };`,
      `export const I = (e: Element, innerHTML: string) => Object.assign(e, { innerHTML });`,
      `export const J = (__html: string) => createElement('div', { dangerouslySetInnerHTML: { __html } });`,
      `export const K = (e: Element, s: string) => e.setHTMLUnsafe(s);`,
      `export const L = (s: string) => Document.parseHTMLUnsafe(s);`,
    ];
    // Each case alone, so that each one is rejected.
    for (const [cases, text] of [
      [addresses, 'setSafeUrl()'],
      [html, 'No HTML from strings'],
    ] as const) {
      for (const code of cases) {
        expectEach(await linkErrors('src/elements/site-map/site-map.tsx', `${header}\n${code}`), 1, text);
      }
    }
  });

  it('lets literal attribute names, other props and a component’s props through', async () => {
    const errors = await linkErrors(
      'src/elements/site-map/site-map.tsx',
      `import { createElement } from 'react';
      import { SafeLink } from '../../platform/hooks/safe-link';
      export const A = (e: Element, v: string) => e.setAttribute('aria-label', v);
      export const B = (e: HTMLElement, t: string) => Object.assign(e, { title: t, hidden: false });
      export const C = (t: string) => createElement('h2', { part: 'heading', id: t });
      export const D = (href: string) => createElement(SafeLink, { href, source: 'x' }, 'x');
      export const E = (e: HTMLElement, k: string, v: string) => { e.dataset[k] = v; e['title'] = v; };`,
    );
    expect(errors).to.deep.equal([]);
  });

  it('lets SafeLink, a checked frame address and a literal in-page link through', async () => {
    const errors = await linkErrors(
      'src/elements/site-map/site-map.tsx',
      `import { SafeLink } from '../../platform/hooks/safe-link';
      import { safeLink } from '../../platform/dom/safe-url';
      export const A = ({ u }: { u: string }) => <SafeLink href={u} source="x">x</SafeLink>;
      export const B = ({ u }: { u: string }) => <iframe src={safeLink(u, 'x') ?? undefined} title="x" />;
      export const C = () => <a href="#fees">fees</a>;`,
    );
    expect(errors).to.deep.equal([]);
  });

  it('lets the checked image, DOM address and data attribute through, and loadScript set its script', async () => {
    const errors = await linkErrors(
      'src/elements/site-map/site-map.tsx',
      `import { safeMediaUrl, setSafeUrl } from '../../platform/dom/safe-address';
      export const A = ({ u }: { u: string }) => <img src={safeMediaUrl(u, 'x') ?? undefined} alt="" />;
      export const B = (e: Element, u: string) => setSafeUrl(e, 'src', u, 'x');
      export const C = (e: HTMLElement, u: string) => { e.dataset.src = u; };
      export const D = (p: object) => <span {...p} />;`,
    );
    expect(errors).to.deep.equal([]);
    const script = await linkErrors(
      'src/platform/dom/load-script.ts',
      `export const A = (s: HTMLScriptElement, u: string) => { s.src = u; };
      export const B = (e: Element, h: string) => { e.innerHTML = h; };`,
    );
    expectEach(script, 1, 'No HTML from strings');
  });
});
