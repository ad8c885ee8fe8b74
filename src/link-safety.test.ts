/**
 * Issue #18: no element turns a script-capable URL that it is given into a link, whichever way
 * the URL arrives (its attribute, its property before or after the upgrade). One row per element
 * and field; each way runs a control with a safe URL (proving the setup reaches the link) and a
 * vector of SCRIPT_VECTORS, each in turn (vectorFor: the check itself meets every vector in
 * src/platform/dom/safe-url.test.ts). Remote JSON: src/link-safety.remote.test.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { ElementDefinition } from './platform/runtime/define-element';
import { backendUrl, define } from './test/harness';
import { fillForm, stepForm, submitForm, useFormsBackend, waitForStep, type FormHost } from './test/forms';
import { allowMarketQuotes, market } from './test/market';
import {
  clickAll,
  deepQueryAll,
  expectNoScriptLink,
  linkTestPage,
  linksTo,
  mountWithValue,
  SCRIPT_VECTORS,
  scriptCapableLinks,
  vectorFor,
  viewShown,
  WAYS,
} from './test/link-safety';
import { siteButton } from './elements/site-button/site-button.element';
import { admiralButton } from './elements/admiral-button/admiral-button.element';
import { siteAnchor } from './elements/site-anchor/site-anchor.element';
import { buttonOnScroll } from './elements/button-on-scroll/button-on-scroll.element';
import { documentLink } from './elements/document-link/document-link.element';
import { blurredModal } from './elements/blurred-modal/blurred-modal.element';
import { appBanner } from './elements/app-banner/app-banner.element';
import { certPopup } from './elements/cert-popup/cert-popup.element';
import { siteMap } from './elements/site-map/site-map.element';
import { regulatorSwitcher } from './elements/regulator-switcher/regulator-switcher.element';
import { countrySwitcher } from './elements/country-switcher/country-switcher.element';
import { quotesWidget } from './elements/quotes-widget/quotes-widget.element';
import { cryptoWidget } from './elements/crypto-widget/crypto-widget.element';
import { instrumentsList } from './elements/instruments-list/instruments-list.element';
import { marketButtons } from './elements/market-buttons/market-buttons.element';
import { socialIcons } from './elements/social-icons/social-icons.element';
import { loginForm } from './elements/login-form/login-form.element';
import { resetPasswordForm } from './elements/reset-password-form/reset-password-form.element';
import { uniqueName } from './test/seeded-random';

interface LinkRow {
  tag: string;
  /** The attribute that carries the URL, and its property. */
  attribute: string;
  property: string;
  /** What the attribute or property holds for `url`: the URL itself, or a structure holding it. */
  value?: (url: string) => unknown;
  /** The other attributes the element needs to draw the link (read once the backend is known). */
  attributes?: () => Record<string, string>;
  /** The slotted label. */
  text?: string;
  /** What shows the link once the value is in: opening a dialog, a step, waiting for data. */
  reveal?: (host: HTMLElement) => Promise<void>;
  /** The link, or what is drawn in its place: clicked in the negative cases. */
  label: string;
  /** The control's safe URL (default `https://example.com/ok-{marker}`). */
  safeUrl?: (marker: string) => string;
}

/** Set up in `before`: what rows need from the backend. */
const setup = {
  backend: '',
  /** A country list that answers `{}`: the switcher shows only its international link. */
  emptyCountries: '',
  feed: { tokenUrl: '', wsApi: '' },
};

const waitFor = (host: HTMLElement, selector: string, what: string) =>
  waitUntil(() => deepQueryAll(host, selector).length > 0, `<${host.localName}> showed no ${what}`, {
    timeout: 5000,
  });

const feedAttributes = (pairs: string) => ({ pairs, 'token-url': setup.feed.tokenUrl, ws_api: setup.feed.wsApi });
/** A quotes row's name: its link, or the text in its place (not the code after it). */
const ROW_NAME = '[data-field="name"] > :is(a, span:not(.code))';

const RESET_HASH = 'Ab12Cd34Ef56Gh78Ij90';

const ROWS: LinkRow[] = [
  { tag: 'site-button', attribute: 'href', property: 'href', text: 'Open an account', label: '[part=button]' },
  { tag: 'admiral-button', attribute: 'href', property: 'href', text: 'Open an account', label: '[part=button]' },
  { tag: 'site-anchor', attribute: 'href', property: 'href', text: 'See the fees', label: '[part=link]' },
  { tag: 'button-on-scroll', attribute: 'href', property: 'href', text: 'Open an account', label: '[part=button]' },
  { tag: 'document-link', attribute: 'href', property: 'href', text: 'Key information', label: '[part=link]' },
  { tag: 'blurred-modal', attribute: 'back-url', property: 'backUrl', text: 'For professionals', label: '[part=back]' },
  ...(
    [
      ['google-play', 'googlePlay', 'android'],
      ['apple-store', 'appleStore', 'ios'],
    ] as const
  ).map(([attribute, property, platform]): LinkRow => ({
    tag: 'app-banner',
    attribute,
    property,
    attributes: () => ({ platform }),
    label: '[part=store]',
  })),
  {
    tag: 'cert-popup',
    attribute: 'src',
    property: 'src',
    attributes: () => ({ alt: 'FCA certificate' }),
    // The file link shows when the image fails: a file the backend does not have.
    safeUrl: (marker) => `${setup.backend}/missing/certificate-${marker}.svg`,
    async reveal(host) {
      const trigger = deepQueryAll(host, '[part=trigger]')[0] as HTMLElement | undefined;
      if (!trigger) return; // a refused src: nothing to open
      trigger.click();
      await waitFor(host, '[part=error]', 'failure message');
    },
    label: '[part=error] > span > *',
  },
  {
    tag: 'site-map',
    attribute: 'items',
    property: 'items',
    value: (url) => [
      { label: 'Markets', children: [{ label: 'Forex', href: url }] },
      { label: 'Contact us', href: url },
    ],
    label: '[part~=link], [part~=section-link]',
  },
  {
    tag: 'regulator-switcher',
    attribute: 'regulators',
    property: 'regulators',
    value: (url) => [
      { value: 'fca', label: 'FCA', url },
      { value: 'cysec', label: 'CySEC', url },
    ],
    attributes: () => ({ value: 'fca' }),
    label: '[part~=option]',
  },
  {
    tag: 'country-switcher',
    attribute: 'global-url',
    property: 'globalUrl',
    attributes: () => ({ src: setup.emptyCountries }),
    reveal: (host) => waitFor(host, '[part=notice]', 'notice'),
    label: '[part=global-link]',
  },
  {
    tag: 'quotes-widget',
    attribute: 'full-path-url',
    property: 'fullPathUrl',
    attributes: () => feedAttributes('EURUSD'),
    reveal: (host) => waitFor(host, ROW_NAME, 'row'),
    label: ROW_NAME,
  },
  {
    tag: 'quotes-widget',
    attribute: 'links',
    property: 'links',
    value: (url) => ({ buyButtonLink: url, sellButtonLink: url, tradeButton: url, showInstruments: url }),
    attributes: () => ({
      ...feedAttributes('EURUSD'),
      'show-buy-btn': '',
      'show-sell-btn': '',
      'show-trade-btn': '',
    }),
    reveal: (host) => waitFor(host, '[part=buy]', 'buy link'),
    label: '[part=buy], [part=sell], [part=trade], [part=all-instruments]',
  },
  {
    tag: 'crypto-widget',
    attribute: 'full-path-url',
    property: 'fullPathUrl',
    attributes: () => feedAttributes('BTCUSD'),
    reveal: (host) => waitFor(host, ROW_NAME, 'row'),
    label: ROW_NAME,
  },
  {
    tag: 'instruments-list',
    attribute: 'url-template',
    property: 'urlTemplate',
    attributes: () => ({ src: `${setup.backend}/api/instruments` }),
    reveal: (host) => waitFor(host, '[part=item]', 'instrument'),
    label: '[part=item] > [part=link]',
  },
  ...(
    [
      ['apple-store', 'appleStore'],
      ['google-play', 'googlePlay'],
      ['appgallery', 'appgallery'],
    ] as const
  ).map(([attribute, property]): LinkRow => ({ tag: 'market-buttons', attribute, property, label: '[part=badge]' })),
  ...['facebook', 'linkedin', 'twitter', 'youtube', 'telegram', 'instagram'].map((network): LinkRow => ({
    tag: 'social-icons',
    attribute: network,
    property: network,
    label: '[part=link]',
  })),
  {
    tag: 'login-form',
    attribute: 'social',
    property: 'social',
    value: (url) => ({ google: url }),
    // The fields are the element's light DOM (issue #30).
    reveal: (host) => waitUntil(() => stepForm(host)?.querySelector('[name="password"]'), 'no password field'),
    label: '[part=link]',
  },
  {
    tag: 'reset-password-form',
    attribute: 'login-url',
    property: 'loginUrl',
    attributes: () => ({ hash: RESET_HASH }),
    async reveal(host) {
      const form = host as FormHost;
      await waitForStep(form, 'new-password');
      await fillForm(form, { password: 'Fresh2024', password_confirm: 'Fresh2024' });
      await submitForm(form);
      await waitForStep(form, 'password-changed');
      await waitFor(host, '[part=link]', 'login link');
    },
    label: '[part=link]',
  },
];

const DEFINITIONS: ElementDefinition<object>[] = [
  siteButton,
  admiralButton,
  siteAnchor,
  buttonOnScroll,
  documentLink,
  blurredModal,
  appBanner,
  certPopup,
  siteMap,
  regulatorSwitcher,
  countrySwitcher,
  quotesWidget,
  cryptoWidget,
  instrumentsList,
  marketButtons,
  socialIcons,
  loginForm,
  resetPasswordForm,
] as ElementDefinition<object>[];

/** A short, unique name of a case, carried by its URLs: refused URLs are reported once per page. */
const markerOf = (...parts: (string | number)[]) => parts.join('-').replace(/[^a-z\d-]+/gi, '-');

before(async () => {
  // The page configuration is read once, before the first element renders.
  setup.backend = await backendUrl();
  document.body.dataset.quotesApi = setup.backend;
  await allowMarketQuotes();
  await useFormsBackend();
  const scope = uniqueName('link-safety');
  await fetch(`${setup.backend}/__content/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/country-sites', scope, mode: 'empty' }),
  });
  setup.emptyCountries = `${setup.backend}/__scope/${scope}/api/country-sites`;
  const feed = await market('link-safety');
  await feed.faults({ silent: true });
  setup.feed = feed;
  define(...DEFINITIONS);
});

describe('links from attributes and properties', () => {
  const page = linkTestPage();

  afterEach(() => {
    // A form remembers its step for the session.
    sessionStorage.clear();
  });

  ROWS.forEach((row, index) => {
    WAYS.forEach((way, wayIndex) => {
      describe(`<${row.tag}> ${row.attribute} as ${way}`, () => {
        const mount = async (url: string, marker: string) => {
          const value = (row.value ?? ((url) => url))(url);
          const initial = (row.value ?? ((url) => url))(`https://example.com/initial-${marker}`);
          const host = await mountWithValue(
            way,
            {
              tag: row.tag,
              attribute: row.attribute,
              property: row.property,
              value,
              initial,
              attributes: row.attributes?.(),
              text: row.text,
            },
            page.parent,
          );
          await viewShown(host);
          await row.reveal?.(host);
          return host;
        };

        it('links a safe URL (the control)', async () => {
          const marker = markerOf(index, way, 'ok');
          const url = row.safeUrl?.(marker) ?? `https://example.com/ok-${marker}`;
          const host = await mount(url, marker);
          await waitUntil(() => linksTo(host, url).length > 0, `<${row.tag}> shows no link to ${url}`, {
            timeout: 5000,
          });
          // The safe URL itself is not refused.
          expect(page.errors.filter((message) => message.includes(marker))).to.deep.equal([]);
        });

        const vector = vectorFor(index * WAYS.length + wayIndex);
        it(`links nothing for ${vector.name}`, async () => {
          const marker = markerOf(index, way, 'script');
          const host = await mount(vector.url(marker), marker);
          await expectNoScriptLink(host, { tag: row.tag, label: row.label, errors: page.errors });
        });
      });
    });
  });
});

describe('the link checks themselves', () => {
  it('see a script link in a nested shadow root, and its click running', async () => {
    const host = document.createElement('div');
    const inner = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(inner);
    const link = document.createElement('a');
    link.href = SCRIPT_VECTORS[2]!.url('self-test');
    inner.attachShadow({ mode: 'open' }).append(link);
    document.body.append(host);
    try {
      window.__ran = undefined;
      expect(scriptCapableLinks(host)).to.have.length(1);
      await clickAll([link]);
      expect(window.__ran).to.equal(true);
    } finally {
      host.remove();
      window.__ran = undefined;
    }
  });
});
