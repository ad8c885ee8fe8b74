/**
 * A Vue 3 app renders our elements with render functions (`h`, the runtime-only build: no
 * template compiler, no eval). `onTabChange` is what `@tab-change` compiles to; Vue sets a prop
 * the element has as a property, so strings and arrays reach our parsers.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createApp, h, nextTick, reactive, version } from 'vue';
import { MORE_TABS, TABS, choosesTab, hostPageHooks, sendLogin, showsQuotes, showsTabs } from './test/host-apps';

describe('a Vue 3 app', () => {
  const feed = hostPageHooks();

  async function mount() {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const state = reactive({ pairs: 'EURUSD', tabs: TABS as readonly object[] });
    const heard: string[] = [];
    const hear = (event: Event) => {
      const { detail } = event as CustomEvent<{ value?: string } | undefined>;
      heard.push(`${(event.target as Element).localName} ${event.type}${detail?.value ? ` ${detail.value}` : ''}`);
    };
    const app = createApp({
      render: () =>
        h('main', [
          h('quotes-widget', { pairs: state.pairs, tokenUrl: feed.tokenUrl, ws_api: feed.wsApi, onReady: hear }),
          h('tabs-content', { tabs: state.tabs, onReady: hear, onTabChange: hear }, [
            h('p', { slot: 'fees' }, 'Fees panel'),
            h('p', { slot: 'accounts' }, 'Accounts panel'),
            h('p', { slot: 'platforms' }, 'Platforms panel'),
          ]),
          h('login-form', { onFormSubmit: hear }),
        ]),
    });
    app.mount(container);
    const [quotes, tabs, form] = ['quotes-widget', 'tabs-content', 'login-form'].map((tag) =>
      container.querySelector(tag)!,
    );
    return { state, heard, quotes: quotes!, tabs: tabs!, form: form!, unmount: () => app.unmount() };
  }

  it('is Vue 3', () => {
    expect(version).to.match(/^3\./);
  });

  it('renders the elements, follows each change of its state, and hears our events', async () => {
    const app = await mount();
    try {
      await waitUntil(() => app.heard.includes('quotes-widget ready'), '@ready not called for quotes-widget');
      await waitUntil(() => app.heard.includes('tabs-content ready'), '@ready not called for tabs-content');

      await showsQuotes(app.quotes, ['EURUSD']);
      app.state.pairs = 'USDJPY,GBPUSD';
      await nextTick();
      await showsQuotes(app.quotes, ['USDJPY', 'GBPUSD']);

      await showsTabs(app.tabs, ['Fees', 'Accounts']);
      await choosesTab(app, 1, 'accounts', 'Accounts panel', '@tab-change');
      app.state.tabs = MORE_TABS;
      await nextTick();
      await showsTabs(app.tabs, ['Fees', 'Accounts', 'Platforms']);
      await choosesTab(app, 2, 'platforms', 'Platforms panel', '@tab-change');

      await sendLogin(app.form);
      await waitUntil(() => app.heard.includes('login-form form-submit'), '@form-submit not called');
    } finally {
      app.unmount();
    }
  });
});
