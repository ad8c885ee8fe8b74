import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectFocused } from '../../test/focus';
import { captureConsole, define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { versionSwitcher } from './version-switcher.element';

async function mount(value = '') {
  const el = await fixture<HTMLElement>(
    html`<version-switcher value=${value}>
      <div data-version="mt4"><p>MT4 downloads: Windows, macOS.</p></div>
      <div data-version="MT5" data-label="MetaTrader 5 (64-bit)"><p>MT5 downloads: Windows, macOS, Linux.</p></div>
      <div data-version="webtrader"><p>WebTrader opens in the browser.</p></div>
      <p>All platforms are free with a live or demo account.</p>
    </version-switcher>`,
  );
  await rendered(el, '[role="tab"]');
  return el;
}

const tabs = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = (el: Element) => tabs(el).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
/** The texts of the children a visitor can see. */
const visible = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>(':scope > *')]
    .filter((child) => child.checkVisibility())
    .map((c) => c.textContent!.trim());

async function showing(el: Element, index: number, text: string) {
  await waitUntil(() => selected(el) === index, `version ${index} was not selected`);
  expect(visible(el)).to.deep.equal([text, 'All platforms are free with a live or demo account.']);
}

describe('<version-switcher>', () => {
  before(() => define(versionSwitcher));
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('names each version and shows the first one with the shared content', async () => {
    const el = await mount();
    expect(tabs(el).map((tab) => tab.textContent)).to.deep.equal([
      'MetaTrader 4',
      'MetaTrader 5 (64-bit)',
      'WebTrader',
    ]);
    await showing(el, 0, 'MT4 downloads: Windows, macOS.');
  });

  it('opens on the version the URL hash names, in any case', async () => {
    history.replaceState(null, '', '#MT5');
    const el = await mount();
    await showing(el, 1, 'MT5 downloads: Windows, macOS, Linux.');
  });

  it('opens on the value attribute when the hash names no version', async () => {
    history.replaceState(null, '', '#faq');
    const el = await mount('webtrader');
    await showing(el, 2, 'WebTrader opens in the browser.');
  });

  it('follows a later hash change', async () => {
    const el = await mount();
    location.hash = '#webtrader';
    await showing(el, 2, 'WebTrader opens in the browser.');
  });

  it('puts the chosen version in the hash without a history entry, and announces version-change', async () => {
    const el = await mount();
    const length = history.length;
    setTimeout(() => tabs(el)[1]!.click());
    const event = (await oneEvent(document.body, 'version-change')) as CustomEvent;
    expect(event.detail).to.deep.equal({ index: 1, version: 'mt5' });
    await showing(el, 1, 'MT5 downloads: Windows, macOS, Linux.');
    expect(location.hash).to.equal('#mt5');
    expect(history.length).to.equal(length);
  });

  it('moves with the arrow keys, Home and End', async () => {
    const el = await mount();
    tabs(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await showing(el, 1, 'MT5 downloads: Windows, macOS, Linux.');
    expectFocused(tabs(el)[1]!);
    await sendKeys({ press: 'End' });
    await showing(el, 2, 'WebTrader opens in the browser.');
    await sendKeys({ press: 'Home' });
    await showing(el, 0, 'MT4 downloads: Windows, macOS.');
    expect(location.hash).to.equal('#mt4');
  });

  it('passes an accessibility check, the tab bar named', async () => {
    const el = await mount();
    expect(el.shadowRoot!.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Platform version');
    await expect(el).to.be.accessible();
  });

  it('shows a version added after the upgrade', async () => {
    const el = await mount();
    const added = document.createElement('div');
    added.dataset.version = 'ctrader';
    added.textContent = 'cTrader downloads.';
    el.append(added);
    await waitUntil(() => tabs(el).length === 4);
    expect(tabs(el)[3]!.textContent).to.equal('cTrader');
    tabs(el)[3]!.click();
    await waitUntil(() => selected(el) === 3);
    expect(added.checkVisibility()).to.equal(true);
  });

  describe('bad input', () => {
    let console: ReturnType<typeof captureConsole>;
    beforeEach(() => (console = captureConsole()));
    afterEach(() => console.restore());

    it('logs one error for an unknown value and shows the first version', async () => {
      const el = await mount('mt9');
      await showing(el, 0, 'MT4 downloads: Windows, macOS.');
      await nextFrame();
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<version-switcher>').and.contain('"value"').and.contain('mt9');
    });

    it('logs one error for a malformed or repeated data-version and keeps that child visible', async () => {
      const el = await fixture<HTMLElement>(
        html`<version-switcher>
          <div data-version="mt4">MT4</div>
          <div data-version="mt 5">Bad</div>
          <div data-version="MT4">Again</div>
        </version-switcher>`,
      );
      await rendered(el, '[role="tab"]');
      await nextFrame();
      expect(tabs(el).map((tab) => tab.textContent)).to.deep.equal(['MetaTrader 4']);
      expect(visible(el)).to.deep.equal(['MT4', 'Bad', 'Again']);
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<version-switcher>').and.contain('data-version').and.contain('mt 5');
    });

    it('shows the content as it is when no child has a version', async () => {
      const el = await fixture<HTMLElement>(html`<version-switcher><p>Only text</p></version-switcher>`);
      await rendered(el, 'slot');
      await nextFrame();
      expect(el.shadowRoot!.querySelector('[role="tablist"]') === null, 'tabs show').to.equal(true);
      expect(visible(el)).to.deep.equal(['Only text']);
      expect(console.messages).to.have.length(1);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('keeps the tabs and the panel on the page, with no text over text', async () => {
      const el = await mount();
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });

  describe('at desktop width', () => {
    before(async () => (await import('@web/test-runner-commands')).setViewport({ width: 1280, height: 800 }));
    after(async () => (await import('@web/test-runner-commands')).setViewport({ width: 800, height: 600 }));

    it('draws the tabs on one row', async () => {
      const el = await mount();
      const tops = tabs(el).map((tab) => Math.round(tab.getBoundingClientRect().top));
      expect(new Set(tops).size).to.equal(1);
    });
  });
});
