/**
 * A React 19 app renders our elements as it renders any custom element: string and array props
 * become properties, `on{event}` props listen to our events. The library itself runs React 18
 * (docs/TOOLCHAIN.md); React 19 is the dev dependency `react19`, `react-dom19`.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createElement as h, version } from 'react19';
import { flushSync } from 'react-dom19';
import { createRoot } from 'react-dom19/client';
import { MORE_TABS, TABS, choosesTab, hostPageHooks, sendLogin, showsQuotes, showsTabs } from './test/host-apps';

interface AppProps {
  pairs: string;
  tabs: readonly object[];
  heard: string[];
}

describe('a React 19 app', () => {
  const feed = hostPageHooks();

  async function mount(props: Omit<AppProps, 'heard'>) {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(container);
    const heard: string[] = [];
    const hear = (event: Event) => {
      const { detail } = event as CustomEvent<{ value?: string; step?: string } | undefined>;
      heard.push(`${(event.target as Element).localName} ${event.type}${detail?.value ? ` ${detail.value}` : ''}`);
    };
    const app = ({ pairs, tabs }: Omit<AppProps, 'heard'>) =>
      h(
        'main',
        null,
        h('quotes-widget', { pairs, 'token-url': feed.tokenUrl, ws_api: feed.wsApi, onready: hear }),
        h(
          'tabs-content',
          { tabs, onready: hear, 'ontab-change': hear },
          h('p', { slot: 'fees' }, 'Fees panel'),
          h('p', { slot: 'accounts' }, 'Accounts panel'),
          h('p', { slot: 'platforms' }, 'Platforms panel'),
        ),
        h('login-form', { 'onform-submit': hear }),
      );
    const render = (next: Omit<AppProps, 'heard'>) => flushSync(() => root.render(h(app, next)));
    render(props);
    const [quotes, tabs, form] = ['quotes-widget', 'tabs-content', 'login-form'].map((tag) =>
      container.querySelector(tag)!,
    );
    return { render, heard, quotes: quotes!, tabs: tabs!, form: form!, unmount: () => root.unmount() };
  }

  it('is React 19, beside the library’s React 18', () => {
    expect(version).to.match(/^19\./);
  });

  it('renders the elements, follows each update of its props, and hears our events', async () => {
    const app = await mount({ pairs: 'EURUSD', tabs: TABS });
    try {
      await waitUntil(() => app.heard.includes('quotes-widget ready'), 'onready not called for quotes-widget');
      await waitUntil(() => app.heard.includes('tabs-content ready'), 'onready not called for tabs-content');

      await showsQuotes(app.quotes, ['EURUSD']);
      app.render({ pairs: 'USDJPY,GBPUSD', tabs: TABS });
      await showsQuotes(app.quotes, ['USDJPY', 'GBPUSD']);

      await showsTabs(app.tabs, ['Fees', 'Accounts']);
      await choosesTab(app, 1, 'accounts', 'Accounts panel', 'ontab-change');
      app.render({ pairs: 'USDJPY,GBPUSD', tabs: MORE_TABS });
      await showsTabs(app.tabs, ['Fees', 'Accounts', 'Platforms']);
      await choosesTab(app, 2, 'platforms', 'Platforms panel', 'ontab-change');

      await sendLogin(app.form);
      await waitUntil(() => app.heard.includes('login-form form-submit'), 'onform-submit not called');
    } finally {
      app.unmount();
    }
  });
});
