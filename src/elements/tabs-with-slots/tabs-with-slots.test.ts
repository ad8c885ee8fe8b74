import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { captureConsole, define, rendered } from '../../test/harness';
import { tabsWithSlots } from './tabs-with-slots.element';

const TABS = JSON.stringify([
  { name: 'CFDs', value: 'cfd', hash: 'cfd' },
  { name: 'ETFs', value: 'etf', hash: 'etf' },
  { name: 'Stocks', value: 'stock', hash: 'Stocks' },
]);

async function tabs() {
  const el = await fixture(
    html`<tabs-with-slots tabs=${TABS}>
      <p slot="cfd">CFD panel</p>
      <p slot="etf">ETF panel</p>
      <p slot="stock">Stock panel</p>
    </tabs-with-slots>`,
  );
  await rendered(el, '[role="tab"]');
  return el;
}

const tabButtons = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = (el: Element) => tabButtons(el).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
/** The text a visitor sees: the slotted content of the one visible panel. */
const visiblePanel = (el: Element) => {
  const panel = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((p) => !p.hidden)!;
  return panel.querySelector('slot')!.assignedElements()[0]!.textContent;
};

describe('<tabs-with-slots>', () => {
  before(() => define(tabsWithSlots));
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('shows the first tab when the URL has no matching hash', async () => {
    history.replaceState(null, '', '#unrelated');
    const el = await tabs();
    expect(selected(el)).to.equal(0);
    expect(visiblePanel(el)).to.equal('CFD panel');
    await expect(el).to.be.accessible();
  });

  it('selects the tab named by the URL hash, ignoring case', async () => {
    history.replaceState(null, '', '#STOCKS');
    const el = await tabs();
    expect(selected(el)).to.equal(2);
    expect(visiblePanel(el)).to.equal('Stock panel');
  });

  it('follows a later change of the hash', async () => {
    const el = await tabs();
    location.hash = '#Etf';
    await waitUntil(() => selected(el) === 1);
    expect(visiblePanel(el)).to.equal('ETF panel');
  });

  it('puts the selected tab in the URL hash without adding history', async () => {
    const el = await tabs();
    const length = history.length;
    tabButtons(el)[1]!.click();
    await waitUntil(() => selected(el) === 1);
    expect(location.hash).to.equal('#etf');
    expect(history.length).to.equal(length);
  });

  it('does nothing when the active tab is clicked again', async () => {
    const el = await tabs();
    let changes = 0;
    el.addEventListener('tab-change', () => changes++);
    tabButtons(el)[0]!.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(changes).to.equal(0);
    expect(location.hash).to.equal('');
  });

  it('announces a change with tab-change', async () => {
    const el = await tabs();
    setTimeout(() => tabButtons(el)[2]!.click());
    const event = (await oneEvent(el, 'tab-change')) as CustomEvent;
    expect(event.detail).to.deep.equal({ index: 2, value: 'stock' });
  });

  it('wires tabs and panels for assistive technology with one tab in the tab order', async () => {
    const el = await tabs();
    const [first, second] = tabButtons(el);
    const panel = el.shadowRoot!.getElementById(first!.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).to.equal('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).to.equal(first!.id);
    expect(first!.tabIndex).to.equal(0);
    expect(second!.tabIndex).to.equal(-1);
  });

  it('moves and selects with the arrow keys, wrapping, and with Home and End', async () => {
    const el = await tabs();
    tabButtons(el)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => selected(el) === 2);
    expect(el.shadowRoot!.activeElement).to.equal(tabButtons(el)[2]);
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selected(el) === 0);
    await sendKeys({ press: 'End' });
    await waitUntil(() => selected(el) === 2);
    await sendKeys({ press: 'Home' });
    await waitUntil(() => selected(el) === 0);
    expect(el.shadowRoot!.activeElement).to.equal(tabButtons(el)[0]);
    expect(visiblePanel(el)).to.equal('CFD panel');
  });

  it('logs one error for malformed tabs and shows its default slot instead', async () => {
    const console = captureConsole();
    try {
      const el = await fixture(html`<tabs-with-slots tabs='[{"name": "x"'><p>Fallback</p></tabs-with-slots>`);
      const slot = await rendered<HTMLSlotElement>(el, 'slot');
      expect(slot.assignedElements()[0]!.textContent).to.equal('Fallback');
      expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<tabs-with-slots>').and.contain('"tabs"');
    } finally {
      console.restore();
    }
  });
});
