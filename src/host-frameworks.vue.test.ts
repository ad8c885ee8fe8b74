/**
 * A Vue 3 app renders our elements with render functions (`h`, the runtime-only build: no
 * template compiler, no eval). `onTabChange` is what `@tab-change` compiles to; Vue sets a prop
 * the element has as a property, so strings and arrays reach our parsers.
 */
import { expect } from '@open-wc/testing';
import { createApp, h, nextTick, reactive, version } from 'vue';
import { expectFollowedLabel, expectHostApp, hostPageHooks } from './test/host-apps';

describe('a Vue 3 app', () => {
  const feed = hostPageHooks();

  it('is Vue 3', () => {
    expect(version).to.match(/^3\./);
  });

  it('renders the elements, follows each change of its state, and hears our events', () =>
    expectHostApp(
      (container, initial, hear) => {
        const state = reactive({ ...initial });
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
        return {
          async update(next) {
            Object.assign(state, next);
            await nextTick();
          },
          unmount: () => app.unmount(),
        };
      },
      (event) => `@${event}`,
    ));

  it('adds, changes and removes the page content of a form’s label without an error', () =>
    expectFollowedLabel((container, terms) => {
      const state = reactive({ terms });
      const app = createApp({
        render: () =>
          h(
            'signup-form',
            { 'no-captcha': '' },
            state.terms === null ? [] : [h('span', { slot: 'label-terms' }, state.terms)],
          ),
      });
      app.mount(container);
      return {
        async update(next) {
          state.terms = next;
          await nextTick();
        },
        unmount: () => app.unmount(),
      };
    }));
});
