/**
 * What the host-framework tests share: our elements defined, the page pointed at the demo
 * backend, and how each element is read and driven, whichever framework renders it.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { loginForm } from '../elements/login-form/login-form.element';
import { quotesWidget } from '../elements/quotes-widget/quotes-widget.element';
import { signupForm } from '../elements/signup-form/signup-form.element';
import { tabsContent } from '../elements/tabs-content/tabs-content.element';
import { fieldControl, fillForm, stepForm, submitForm, useFormsBackend, type FormHost } from './forms';
import { backendUrl, define, shadow } from './harness';
import { allowMarketQuotes, market } from './market';

/**
 * The hooks of a host-framework test file: the elements defined and the page pointed at the demo
 * backend. Gives the quotes feed's addresses, filled in before the tests run.
 */
export function hostPageHooks() {
  const feed = { tokenUrl: '', wsApi: '' };
  before(useFormsBackend);
  before(async () => {
    document.body.dataset.quotesApi = await backendUrl();
    await allowMarketQuotes();
    define(quotesWidget, tabsContent, loginForm, signupForm);
    const { tokenUrl, wsApi } = await market('host-frameworks');
    Object.assign(feed, { tokenUrl, wsApi });
  });
  return feed;
}

export const TABS = [
  { name: 'Fees', value: 'fees', hash: 'fees', target: 'fees' },
  { name: 'Accounts', value: 'accounts', hash: 'accounts', target: 'accounts' },
];
export const MORE_TABS = [...TABS, { name: 'Platforms', value: 'platforms', hash: 'platforms', target: 'platforms' }];

/** The instruments of a quotes widget's rows. */
const quoteRows = (host: Element) =>
  [...shadow(host).querySelectorAll<HTMLElement>('[part~="row"][data-instrument]')].map(
    (row) => row.dataset.instrument,
  );

/** Waits until the widget's rows are `instruments`, and one of them shows a live price. */
async function showsQuotes(host: Element, instruments: readonly string[]) {
  await waitUntil(
    () => quoteRows(host).join() === instruments.join(),
    `rows ${quoteRows(host).join()}, not ${instruments.join()}`,
    { timeout: 5000 },
  );
  const bid = () => shadow(host).querySelector(`[data-instrument="${instruments[0]}"] [data-field="bid"]`)?.textContent;
  await waitUntil(() => /^\d/.test(bid() ?? ''), 'no live price arrived', { timeout: 5000 });
}

const tabButtons = (host: Element) => [...shadow(host).querySelectorAll<HTMLButtonElement>('[role="tab"]')];

/** Waits until the tab bar's tabs are named `names`. */
async function showsTabs(host: Element, names: readonly string[]) {
  const shown = () => tabButtons(host).map((tab) => tab.textContent);
  await waitUntil(() => shown().join() === names.join(), `tabs ${shown().join()}, not ${names.join()}`);
}

/** The texts of the panels a visitor can see. */
const visiblePanels = (host: Element) =>
  [...host.querySelectorAll<HTMLElement>(':scope > [slot]')]
    .filter((panel) => panel.checkVisibility())
    .map((p) => p.textContent);

/**
 * Clicks the tab at `index` of the app's tabs-content, waits until the app hears its tab-change
 * with `value` (`handler` names the app's listener), and checks that only `panel` shows.
 */
async function choosesTab(
  app: { tabs: Element; heard: readonly string[] },
  index: number,
  value: string,
  panel: string,
  handler: string,
) {
  tabButtons(app.tabs)[index]!.click();
  await waitUntil(() => app.heard.includes(`tabs-content tab-change ${value}`), `${handler} not called`);
  expect(visiblePanels(app.tabs)).to.deep.equal([panel]);
}

/** Fills the login form and sends it. */
async function sendLogin(host: Element) {
  const form = host as FormHost;
  await waitUntil(() => stepForm(form)?.querySelector('[name="password"]'), 'no password field', { timeout: 5000 });
  await fillForm(form, { email: 'host-frameworks@example.com', password: 'Trader2024' });
  await submitForm(form);
}

/** What a host app passes our elements: the quotes widget's pairs and the tab bar's tabs. */
export interface AppState {
  pairs: string;
  tabs: readonly object[];
}

/**
 * A framework's app of our elements (a quotes widget with `state.pairs` on the page's feed, a
 * tabs-content with `state.tabs` and a panel per tab of MORE_TABS, a login form) mounted in
 * `container`, with `hear` listening to every event named below; it renders each next state the
 * framework's way.
 */
export type MountApp = (
  container: HTMLElement,
  state: AppState,
  hear: (event: Event) => void,
) => { update(state: AppState): void | Promise<void>; unmount(): void };

/**
 * What every host framework must do with our elements: the app hears their ready events, the
 * quotes and the tabs follow its updates, a tab change and a login are heard. `listener` names
 * the app's listener of an event, for the messages (`onready`, `@ready`).
 */
export async function expectHostApp(mountApp: MountApp, listener: (event: string) => string) {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  const heard: string[] = [];
  const hear = (event: Event) => {
    const { detail } = event as CustomEvent<{ value?: string } | undefined>;
    heard.push(`${(event.target as Element).localName} ${event.type}${detail?.value ? ` ${detail.value}` : ''}`);
  };
  let state: AppState = { pairs: 'EURUSD', tabs: TABS };
  const app = mountApp(container, state, hear);
  const update = (change: Partial<AppState>) => app.update((state = { ...state, ...change }));
  const [quotes, tabs, form] = ['quotes-widget', 'tabs-content', 'login-form'].map((tag) =>
    container.querySelector(tag)!,
  );
  try {
    for (const tag of ['quotes-widget', 'tabs-content'])
      await waitUntil(() => heard.includes(`${tag} ready`), `${listener('ready')} not called for ${tag}`);

    await showsQuotes(quotes!, ['EURUSD']);
    await update({ pairs: 'USDJPY,GBPUSD' });
    await showsQuotes(quotes!, ['USDJPY', 'GBPUSD']);

    await showsTabs(tabs!, ['Fees', 'Accounts']);
    await choosesTab({ tabs: tabs!, heard }, 1, 'accounts', 'Accounts panel', listener('tab-change'));
    await update({ tabs: MORE_TABS });
    await showsTabs(tabs!, ['Fees', 'Accounts', 'Platforms']);
    await choosesTab({ tabs: tabs!, heard }, 2, 'platforms', 'Platforms panel', listener('tab-change'));

    await sendLogin(form!);
    await waitUntil(() => heard.includes('login-form form-submit'), `${listener('form-submit')} not called`);
  } finally {
    app.unmount();
  }
}

/**
 * A framework's app of a signup form (no captcha) whose consent label is the app's own
 * `<span slot="label-terms">` holding `terms`, or no such span when `terms` is null; it renders
 * each next `terms` the framework's way.
 */
export type MountLabelApp = (
  container: HTMLElement,
  terms: string | null,
) => { update(terms: string | null): void | Promise<void>; unmount(): void };

/**
 * The app adds, changes and removes the page content of a light-DOM label (issue #30's consent
 * label): the framework never meets a node the library moved (React's removeChild threw
 * NotFoundError), and the label shows the app's content, then its own text once it is gone.
 */
export async function expectFollowedLabel(mountApp: MountLabelApp) {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  const app = mountApp(container, 'I accept the app’s terms');
  const host = container.querySelector('signup-form') as FormHost;
  const label = () => (stepForm(host) && fieldControl(host, 'terms').labels![0]!.textContent) || '';
  const shows = (text: string) => waitUntil(() => label() === text, `the label does not show "${text}"`);
  try {
    await waitUntil(() => stepForm(host)?.querySelector('[name="terms"]'), 'no terms field', { timeout: 5000 });
    await shows('I accept the app’s terms');
    await app.update('I accept the new terms');
    await shows('I accept the new terms');
    await app.update(null);
    await shows('I accept the terms and conditions and the privacy policy');
    await app.update('I accept the terms again');
    await shows('I accept the terms again');
    expect(host.querySelectorAll(':scope > [slot="label-terms"]')).to.have.length(1);
  } finally {
    app.unmount();
  }
}
