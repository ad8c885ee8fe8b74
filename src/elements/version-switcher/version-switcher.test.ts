import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { expectOneError } from '../../test/attribute-errors';
import { define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, describeOneRowAtDesktop, expectPhoneLayout } from '../../test/layout';
import { mountAt, withoutHash } from '../../test/page-hash';
import { selectedTab, tabButtons, walkTabs } from '../../test/tab-keys';
import { versionSwitcher } from './version-switcher.element';

/** What each version's child says, in order. */
const VERSION_TEXTS = [
  'MT4 downloads: Windows, macOS.',
  'MT5 downloads: Windows, macOS, Linux.',
  'WebTrader opens in the browser.',
];

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

/** The texts of the children a visitor can see. */
const visible = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>(':scope > *')]
    .filter((child) => child.checkVisibility())
    .map((c) => c.textContent!.trim());

async function showing(el: Element, index: number, text: string) {
  await waitUntil(() => selectedTab(el) === index, `version ${index} was not selected`);
  expect(visible(el)).to.deep.equal([text, 'All platforms are free with a live or demo account.']);
}

describe('<version-switcher>', () => {
  before(() => define(versionSwitcher));
  withoutHash();

  it('names each version and shows the first one with the shared content', async () => {
    const el = await mount();
    expect(tabButtons(el).map((tab) => tab.textContent)).to.deep.equal([
      'MetaTrader 4',
      'MetaTrader 5 (64-bit)',
      'WebTrader',
    ]);
    await showing(el, 0, 'MT4 downloads: Windows, macOS.');
  });

  it('opens on the version the URL hash names, in any case', async () => {
    const el = await mountAt('#MT5', mount);
    await showing(el, 1, 'MT5 downloads: Windows, macOS, Linux.');
  });

  it('opens on the value attribute when the hash names no version', async () => {
    const el = await mountAt('#faq', () => mount('webtrader'));
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
    setTimeout(() => tabButtons(el)[1]!.click());
    const event = (await oneEvent(document.body, 'version-change')) as CustomEvent;
    expect(event.detail).to.deep.equal({ index: 1, version: 'mt5' });
    await showing(el, 1, 'MT5 downloads: Windows, macOS, Linux.');
    expect(location.hash).to.equal('#mt5');
    expect(history.length).to.equal(length);
  });

  it('moves with the arrow keys, Home and End', async () => {
    const el = await mount();
    await walkTabs(el, { keys: ['ArrowRight', 'End', 'Home'], to: [1, 2, 0] }, (index) =>
      showing(el, index, VERSION_TEXTS[index]!),
    );
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
    await waitUntil(() => tabButtons(el).length === 4);
    expect(tabButtons(el)[3]!.textContent).to.equal('cTrader');
    tabButtons(el)[3]!.click();
    await waitUntil(() => selectedTab(el) === 3);
    expect(added.checkVisibility()).to.equal(true);
  });

  describe('bad input', () => {
    it('logs one error for an unknown value and shows the first version', async () => {
      await expectOneError('version-switcher', ['"value"', 'mt9'], async () => {
        const el = await mount('mt9');
        await showing(el, 0, VERSION_TEXTS[0]!);
      });
    });

    it('logs one error for a malformed or repeated data-version and keeps that child visible', async () => {
      await expectOneError('version-switcher', ['data-version', 'mt 5'], async () => {
        const el = await fixture<HTMLElement>(
          html`<version-switcher>
            <div data-version="mt4">MT4</div>
            <div data-version="mt 5">Bad</div>
            <div data-version="MT4">Again</div>
          </version-switcher>`,
        );
        await rendered(el, '[role="tab"]');
        await nextFrame();
        expect(tabButtons(el).map((tab) => tab.textContent)).to.deep.equal(['MetaTrader 4']);
        expect(visible(el)).to.deep.equal(['MT4', 'Bad', 'Again']);
      });
    });

    it('shows the content as it is when no child has a version, with one error', async () => {
      await expectOneError('version-switcher', [], async () => {
        const el = await fixture<HTMLElement>(html`<version-switcher><p>Only text</p></version-switcher>`);
        await rendered(el, 'slot');
        await nextFrame();
        expect(el.shadowRoot!.querySelector('[role="tablist"]') === null, 'tabs show').to.equal(true);
        expect(visible(el)).to.deep.equal(['Only text']);
      });
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

  describeOneRowAtDesktop('draws the tabs on one row', async () => tabButtons(await mount()));
});
