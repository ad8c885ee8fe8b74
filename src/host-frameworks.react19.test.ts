/**
 * A React 19 app renders our elements as it renders any custom element: string and array props
 * become properties, `on{event}` props listen to our events. The library itself runs React 18
 * (docs/TOOLCHAIN.md); React 19 is the dev dependency `react19`, `react-dom19`.
 */
import { expect } from '@open-wc/testing';
import { createElement as h, version } from 'react19';
import { flushSync } from 'react-dom19';
import { createRoot } from 'react-dom19/client';
import { expectFollowedLabel, expectHostApp, hostPageHooks, type AppState } from './test/host-apps';

describe('a React 19 app', () => {
  const feed = hostPageHooks();

  it('is React 19, beside the library’s React 18', () => {
    expect(version).to.match(/^19\./);
  });

  it('renders the elements, follows each update of its props, and hears our events', () =>
    expectHostApp(
      (container, state, hear) => {
        const root = createRoot(container);
        const app = ({ pairs, tabs }: AppState) =>
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
        const render = (next: AppState) => flushSync(() => root.render(h(app, next)));
        render(state);
        return { update: render, unmount: () => root.unmount() };
      },
      (event) => `on${event}`,
    ));

  it('adds, changes and removes the page content of a form’s label without an error', () =>
    expectFollowedLabel((container, terms) => {
      const root = createRoot(container);
      const render = (next: string | null) =>
        flushSync(() =>
          root.render(
            h('signup-form', { 'no-captcha': '' }, next === null ? null : h('span', { slot: 'label-terms' }, next)),
          ),
        );
      render(terms);
      return { update: render, unmount: () => root.unmount() };
    }));
});
