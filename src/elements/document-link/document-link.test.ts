import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { expectOneError } from '../../test/attribute-errors';
import { define, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { documentLink } from './document-link.element';
import nl from '../../catalogues/nl';
import { builtIn } from '../../test/words';
import { documentLinkWords } from './document-link.words';

const link = (el: Element) => rendered<HTMLAnchorElement>(el, 'a[part="link"]');
/** The link's text as a screen reader reads it: the slotted label, then the shadow text after it. */
const spokenName = (a: HTMLAnchorElement) =>
  [...a.childNodes]
    .map((node) =>
      node instanceof HTMLElement && node.querySelector('slot')
        ? node
            .querySelector('slot')!
            .assignedNodes()
            .map((n) => n.textContent)
            .join('')
        : node.textContent,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

describe('<document-link>', () => {
  describe('before the upgrade', () => {
    it('shows the label where it will stay once the icon is drawn', async () => {
      installDocumentStyles();
      const el = await fixture(
        html`<p><document-link href="/docs/kid.pdf">Key information document</document-link></p>`,
      );
      const host = el.firstElementChild!;
      const text = document.createRange();
      text.selectNodeContents(host.firstChild!);
      await waitUntil(() => getComputedStyle(host).paddingInlineStart === '24px', 'the document sheet did not load');
      const before = text.getBoundingClientRect().left;
      define(documentLink);
      await link(host);
      // Where it settles once the view has drawn (its sheet is adopted in the same frame, but a
      // loaded machine may lay it out a frame later).
      await waitUntil(
        () => Math.abs(text.getBoundingClientRect().left - before) < 1,
        `the label moved from ${before} to ${text.getBoundingClientRect().left}`,
      );
    });
  });

  describe('as a visitor sees it', () => {
    before(() => define(documentLink));

    it('shows a PDF with its icon, "PDF" and the size, opening in a new tab with a spoken hint', async () => {
      const el = await fixture(
        html`<document-link href="/docs/annual-report.pdf" size="1.2 MB">Annual report 2025</document-link>`,
      );
      const a = await link(el);
      expect(a.getAttribute('href')).to.equal('/docs/annual-report.pdf');
      expect(a.target).to.equal('_blank');
      expect(a.rel).to.equal('noopener');
      expect(a.querySelector('[part="icon"] path')!.getAttribute('d')).to.match(/^M20 2H8/);
      expect(a.querySelector('[part="hint"]')!.textContent).to.equal(' (PDF, 1.2 MB)');
      expect(spokenName(a)).to.equal('Annual report 2025 (PDF, 1.2 MB) (opens in a new tab)');
      expect((el as HTMLElement).dataset.type).to.equal('pdf');
      await expect(el).to.be.accessible();
    });

    it('shows "PDF" alone without a size', async () => {
      const el = await fixture(html`<document-link href="https://cdn.broker.example/KID.PDF?v=2">KID</document-link>`);
      const a = await link(el);
      expect(a.querySelector('[part="hint"]')!.textContent).to.equal(' (PDF)');
    });

    it('shows a page with the page icon, opening in place, without a hint', async () => {
      const el = await fixture(
        html`<document-link href="/legal/terms" size="1 MB">Terms and conditions</document-link>`,
      );
      const a = await link(el);
      expect(a.hasAttribute('target')).to.equal(false);
      expect(a.querySelector('[part="hint"]')).to.equal(null);
      expect(a.querySelector('[part="icon"] path')!.getAttribute('d')).to.match(/^M8 16h8v2H8z/);
      expect(spokenName(a)).to.equal('Terms and conditions');
      expect((el as HTMLElement).dataset.type).to.equal('html');
      await expect(el).to.be.accessible();
    });

    it('follows the type attribute over the URL', async () => {
      const el = await fixture(html`<document-link href="/download?id=7" type="pdf">Price list</document-link>`);
      const a = await link(el);
      expect(a.target).to.equal('_blank');
      el.setAttribute('type', 'html');
      await waitUntil(() => !a.isConnected || !a.hasAttribute('target'));
      expect((await link(el)).querySelector('[part="hint"]')).to.equal(null);
    });

    it('is reached with Tab and shows a focus ring', async () => {
      const el = await fixture(html`<document-link href="/docs/a.pdf">Fees</document-link>`);
      const a = await link(el);
      a.focus();
      expect(el.shadowRoot!.activeElement).to.equal(a);
      expect(getComputedStyle(a).outlineStyle).to.not.equal('none');
    });
  });

  describe('a bad href', () => {
    before(() => define(documentLink));

    for (const href of ['javascript:alert(1)', ' JavaScript:void(0)', 'data:text/html,<p>x</p>']) {
      it(`logs one error and links nothing for ${JSON.stringify(href)}`, async () => {
        const el = await expectOneError('document-link', ['attribute "href"'], async () => {
          const link = await fixture(html`<document-link href=${href}>Report</document-link>`);
          await rendered(link, '[part="label"]');
          return link;
        });
        expect(el.shadowRoot!.querySelector('a')).to.equal(null);
        expect(el.textContent).to.equal('Report');
      });
    }

    it('logs one error for an unknown type and guesses from the URL', async () => {
      await expectOneError('document-link', ['"type"'], async () => {
        const el = await fixture(html`<document-link href="/a.pdf" type="doc">Report</document-link>`);
        expect((await link(el)).target).to.equal('_blank');
      });
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();
    before(() => define(documentLink));

    it('wraps a long label and keeps the hint whole', async () => {
      const el = await fixture(
        html`<ul style="padding-left: 16px">
          <li>
            <document-link href="/docs/best-execution-policy-and-order-handling.pdf" size="845 KB"
              >Order execution policy and summary of order handling for retail clients</document-link
            >
          </li>
          <li><document-link href="/legal/client-agreement">Client agreement</document-link></li>
        </ul>`,
      );
      for (const host of el.querySelectorAll('document-link')) await link(host);
      expectPhoneLayout(el);
    });
  });

  describe('at desktop width', () => {
    atDesktopWidth();
    before(() => define(documentLink));

    it('keeps the icon, label and hint on one line', async () => {
      const el = await fixture(
        html`<document-link href="/docs/kid.pdf" size="120 KB">Key information document</document-link>`,
      );
      const a = await link(el);
      const rects = a.getClientRects();
      expect(rects.length).to.equal(1);
      expectPhoneLayout(el);
    });
  });
});

describe('<document-link> in Dutch', () => {
  before(() => define(documentLink));

  it('says in Dutch that a PDF opens in a new tab', async () => {
    const section = await fixture<HTMLElement>(
      html`<section lang="nl">
        <document-link href="/docs/report.pdf" size="1.2 MB">Jaarverslag</document-link>
      </section>`,
    );
    const a = await link(section.querySelector('document-link')!);
    const newTab = builtIn(nl, 'nl', documentLinkWords, 'new_tab');
    await waitUntil(() => spokenName(a).endsWith(newTab), 'not said in Dutch');
    expect(spokenName(a)).to.equal(`Jaarverslag (PDF, 1.2 MB) ${newTab}`);
  });
});
