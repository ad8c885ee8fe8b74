import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { captureConsole, define, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { detailsWidget } from './details-widget.element';

const widget = (open = false) => html`
  <details-widget ?open=${open}>
    <p slot="summary">Spreads from 0.6 pips on EUR/USD.</p>
    <p>Spreads are variable and widen around news releases and at the daily rollover.</p>
    <p>Commission-free on standard accounts; professional accounts pay a commission per lot instead.</p>
  </details-widget>
`;

const button = (el: Element) => rendered<HTMLButtonElement>(el, 'button');
const panel = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
const detailsShown = (el: Element) => el.querySelectorAll<HTMLElement>('p:not([slot])')[0]!.offsetHeight > 0;

afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

describe('<details-widget>', () => {
  describe('before the upgrade', () => {
    it('shows the summary and the space of the button, and hides the details, where they will stay', async () => {
      installDocumentStyles();
      // The page's line height is the one every host gets (tokens.css: --site-line-height 1.5).
      const el = await fixture(
        html`<div style="line-height: 1.5">
          ${widget()}
          <p id="after">Next paragraph</p>
        </div>`,
      );
      const host = el.firstElementChild!;
      await waitUntil(() => getComputedStyle(host).paddingBottom === '44px', 'the document sheet did not load');
      expect(detailsShown(host)).to.equal(false);
      const after = el.querySelector('#after')!;
      const top = after.getBoundingClientRect().top;
      define(detailsWidget);
      await button(host);
      await waitUntil(() => (host as HTMLElement).dataset.state === 'closed');
      expect(Math.abs(after.getBoundingClientRect().top - top)).to.be.below(1);
    });
  });

  describe('as a visitor uses it', () => {
    before(() => define(detailsWidget));

    it('is a closed disclosure: a "Show details" button controlling the hidden details', async () => {
      const el = await fixture(widget());
      const toggle = await button(el);
      expect(toggle.textContent).to.equal('Show details');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(toggle.getAttribute('aria-controls')).to.equal(panel(el).id);
      expect(panel(el).hidden).to.equal(true);
      expect(detailsShown(el)).to.equal(false);
      expect(el.querySelector<HTMLElement>('[slot="summary"]')!.offsetHeight).to.be.above(0);
      await expect(el).to.be.accessible();
    });

    it('shows the details on Enter, says "Hide details", sets open and tells the page', async () => {
      const el = await fixture(widget());
      const toggle = await button(el);
      toggle.focus();
      const event = oneEvent(el, 'details-toggle');
      await sendKeys({ press: 'Enter' });
      expect(((await event) as CustomEvent).detail).to.deep.equal({ open: true });
      await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true');
      expect(toggle.textContent).to.equal('Hide details');
      expect(el.hasAttribute('open')).to.equal(true);
      expect(detailsShown(el)).to.equal(true);
      await expect(el).to.be.accessible();
      const closing = oneEvent(el, 'details-toggle');
      await sendKeys({ press: 'Space' });
      expect(((await closing) as CustomEvent).detail).to.deep.equal({ open: false });
      await waitUntil(() => panel(el).hidden, 'the details did not hide');
      expect(el.hasAttribute('open')).to.equal(false);
      expect(toggle.textContent).to.equal('Show details');
    });

    it('slides the details open when motion is fine', async () => {
      const el = await fixture(widget());
      const toggle = await button(el);
      toggle.click();
      await waitUntil(() => panel(el).getAnimations().length > 0, 'no slide');
      const heights: number[] = [];
      await waitUntil(() => {
        heights.push(panel(el).offsetHeight);
        return panel(el).getAnimations().length === 0;
      });
      expect(Math.min(...heights)).to.be.below(panel(el).offsetHeight);
    });

    it('opens and closes at once for a visitor who prefers reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await fixture(widget());
      const toggle = await button(el);
      toggle.click();
      await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true');
      expect(panel(el).getAnimations()).to.have.length(0);
      expect(detailsShown(el)).to.equal(true);
      toggle.click();
      await waitUntil(() => panel(el).hidden);
      expect(panel(el).getAnimations()).to.have.length(0);
    });

    it('starts open with the open attribute, follows it, and uses the given labels', async () => {
      const el = await fixture(
        html`<details-widget open show-label="More about fees" hide-label="Less about fees"
          ><p>Fees.</p></details-widget
        >`,
      );
      const toggle = await button(el);
      expect(toggle.textContent).to.equal('Less about fees');
      expect(detailsShown(el)).to.equal(true);
      el.removeAttribute('open');
      await waitUntil(() => toggle.getAttribute('aria-expanded') === 'false');
      expect(toggle.textContent).to.equal('More about fees');
      await waitUntil(() => panel(el).hidden);
    });

    it('reads open="false" as closed, with no error', async () => {
      const console = captureConsole();
      try {
        const el = await fixture(html`<details-widget open="false"><p>Fees.</p></details-widget>`);
        const toggle = await button(el);
        expect(toggle.getAttribute('aria-expanded')).to.equal('false');
        expect(console.messages).to.deep.equal([]);
      } finally {
        console.restore();
      }
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();
    before(() => define(detailsWidget));
    it('wraps the details in the width when open', async () => {
      const el = await fixture(widget(true));
      await button(el);
      expectPhoneLayout(el);
    });
  });

  describe('at desktop width', () => {
    atDesktopWidth();
    before(() => define(detailsWidget));
    it('keeps the button its full height for touch and pointer', async () => {
      const el = await fixture(widget());
      const toggle = await button(el);
      expect(toggle.getBoundingClientRect().height).to.equal(44);
      expectPhoneLayout(el);
    });
  });
});
