/**
 * Lint keeps links to one way and HTML out of strings (docs/SECURITY.md): these cases lint a small module as if it sat at a
 * given path, with the project's own ESLint configuration.
 */
import { expect } from '@open-wc/testing';
import { expectEach, ruleErrors } from './test/lint';

const linkErrors = (path: string, code: string) => ruleErrors('no-restricted-syntax', path, code);

describe('the link rule', () => {
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

  it('rejects HTML from strings', async () => {
    const errors = await linkErrors(
      'src/page/lazy-images.ts',
      `export const A = (e: Element, s: string) => { e.innerHTML = s; };
      export const B = (e: Element, s: string) => e.insertAdjacentHTML('beforeend', s);
      export const C = (s: string) => document.write(s);`,
    );
    expectEach(errors, 3, 'No HTML from strings');
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
});
