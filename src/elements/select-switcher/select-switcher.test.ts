import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { expectOneError } from '../../test/attribute-errors';
import { define, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { mountAt, withoutHash } from '../../test/page-hash';
import { selectSwitcher } from './select-switcher.element';

const platforms = (attributes: { value?: string; hash?: boolean } = {}) => html`
  <select-switcher label="Choose your platform" value=${attributes.value ?? ''} ?hash=${attributes.hash ?? false}>
    <section data-option="MetaTrader 4" data-value="mt4">
      <h3>MetaTrader 4</h3>
      <p>Download MT4 for Windows or macOS.</p>
    </section>
    <section data-option="MetaTrader 5" data-value="mt5">
      <h3>MetaTrader 5</h3>
      <p>Download MT5 with depth of market.</p>
    </section>
    <section data-option="WebTrader">
      <h3>WebTrader</h3>
      <p>Trade in your browser, nothing to install.</p>
    </section>
    <p class="note">All platforms use the same account.</p>
  </select-switcher>
`;

const select = (el: Element) => rendered<HTMLSelectElement>(el, 'select');
const shown = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>('[data-option]')]
    .filter((block) => block.offsetHeight > 0)
    .map((block) => block.dataset.option);

describe('<select-switcher>', () => {
  withoutHash();

  describe('before the upgrade', () => {
    it('shows the first block below the space the select will take', async () => {
      installDocumentStyles();
      const el = await fixture(platforms());
      const first = el.querySelector('section')!;
      await waitUntil(() => getComputedStyle(el).paddingTop === '88px', 'the document sheet did not load');
      expect(shown(el)).to.deep.equal(['MetaTrader 4']);
      const top = first.getBoundingClientRect().top;
      define(selectSwitcher);
      await select(el);
      await waitUntil(() => (el as HTMLElement).dataset.value === 'mt4');
      expect(Math.abs(first.getBoundingClientRect().top - top)).to.be.below(1);
    });
  });

  describe('as a visitor uses it', () => {
    before(() => define(selectSwitcher));

    it('is a labelled native select of the blocks, showing the first', async () => {
      const el = await fixture(platforms());
      const control = await select(el);
      expect(el.shadowRoot!.querySelector('label')!.textContent).to.equal('Choose your platform');
      expect(control.labels![0]!.textContent).to.equal('Choose your platform');
      expect([...control.options].map((option) => [option.value, option.text])).to.deep.equal([
        ['mt4', 'MetaTrader 4'],
        ['mt5', 'MetaTrader 5'],
        ['webtrader', 'WebTrader'],
      ]);
      expect(shown(el)).to.deep.equal(['MetaTrader 4']);
      expect(el.querySelector<HTMLElement>('.note')!.offsetHeight).to.be.above(0);
      await expect(el).to.be.accessible();
    });

    it('shows the block chosen with the keyboard and tells the page', async () => {
      const el = await fixture(platforms());
      const control = await select(el);
      control.focus();
      const event = oneEvent(el, 'select-change');
      await sendKeys({ press: 'ArrowDown' });
      const { detail } = (await event) as CustomEvent;
      expect(detail).to.deep.equal({ index: 1, value: 'mt5', label: 'MetaTrader 5' });
      await waitUntil(() => shown(el).join() === 'MetaTrader 5');
      expect(control.value).to.equal('mt5');
      expect(el.shadowRoot!.activeElement).to.equal(control);
      expect(location.hash).to.equal('');
    });

    it('starts on the value attribute and follows it', async () => {
      const el = await fixture(platforms({ value: 'webtrader' }));
      const control = await select(el);
      expect(control.value).to.equal('webtrader');
      expect(shown(el)).to.deep.equal(['WebTrader']);
      el.setAttribute('value', 'mt5');
      await waitUntil(() => shown(el).join() === 'MetaTrader 5');
      expect(control.value).to.equal('mt5');
    });

    it('keeps the choice in the URL hash with the hash attribute, and follows the hash', async () => {
      const el = await mountAt('#mt5', () => fixture(platforms({ hash: true })));
      const control = await select(el);
      expect(control.value).to.equal('mt5');
      control.value = 'webtrader';
      control.dispatchEvent(new Event('change', { bubbles: true }));
      await waitUntil(() => location.hash === '#webtrader');
      expect(shown(el)).to.deep.equal(['WebTrader']);
      location.hash = '#mt4';
      await waitUntil(() => shown(el).join() === 'MetaTrader 4');
      expect(control.value).to.equal('mt4');
    });

    it('picks up a block added later', async () => {
      const el = await fixture(platforms());
      const control = await select(el);
      const block = document.createElement('section');
      block.dataset.option = 'Mobile app';
      block.textContent = 'Trade on iOS and Android.';
      el.append(block);
      await waitUntil(() => control.options.length === 4);
      expect(control.options[3]!.value).to.equal('mobile-app');
      expect(block.hidden).to.equal(true);
    });
  });

  describe('bad input', () => {
    before(() => define(selectSwitcher));

    it('logs one error for a value that names no option and shows the first', async () => {
      const el = await expectOneError('select-switcher', ['"value" "mt7"'], async () => {
        const switcher = await fixture(platforms({ value: 'mt7' }));
        await select(switcher);
        return switcher;
      });
      expect(shown(el)).to.deep.equal(['MetaTrader 4']);
    });

    it('logs one error without data-option children and shows the content as it is', async () => {
      const el = await expectOneError('select-switcher', ['data-option'], () =>
        fixture(html`<select-switcher label="Choose"><p>Only text</p></select-switcher>`),
      );
      expect(el.shadowRoot!.querySelector('select')).to.equal(null);
      expect(el.querySelector('p')!.offsetHeight).to.be.above(0);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();
    before(() => define(selectSwitcher));
    it('fits the select and the block in the width', async () => {
      const el = await fixture(platforms());
      const control = await select(el);
      expect(control.getBoundingClientRect().right).to.be.at.most(360);
      expectPhoneLayout(el);
    });
  });

  describe('at desktop width', () => {
    atDesktopWidth();
    before(() => define(selectSwitcher));
    it('keeps the select at its readable width', async () => {
      const el = await fixture(platforms());
      const control = await select(el);
      expect(control.getBoundingClientRect().width).to.equal(360);
      expectPhoneLayout(el);
    });
  });
});
