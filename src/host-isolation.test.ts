/**
 * Isolation from the host page (issue #20): every element keeps its box and its own text on a
 * page that styles itself as many partner sites do. Each element is rendered on a neutral page,
 * measured, then the hostile page's CSS is switched on under it (Bootstrap 5's real stylesheet,
 * a 62.5 % root font size, spaced-out, upper-case, italic, centred body text, and rules of its own
 * for forms and their controls, up to two ids and several classes heavy, on the library's
 * classes too, for the focused and the invalid state) and measured again: its box within 2 px,
 * the font size of every text and control in its shadow tree and its slotted light DOM within
 * 0.5 px, their spacing, case, style and alignment equal. A form's light-DOM fields (issue #30)
 * must look exactly the same: box, colours, borders, shadow, outline and an icon's fill, also
 * focused and showing errors, against the page's `!important` rules on plain elements and generic
 * selectors too (`input`, `label`, `form *`, `*`, body's text): only `!important` rules on the
 * library's own classes are out of scope. The font family alone follows the page by design
 * (--site-font-family defaults to `inherit`), so both pages use Bootstrap's.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { eagerElements } from './eager-elements';
import { lazyElements } from './lazy-elements';
import { defineElement } from './platform/runtime/define-element';
import { installDocumentStyles } from './platform/runtime/document-styles';
import { importDefinition } from './platform/runtime/lazy-loader';
import { regulatorCookie } from './services/cookies';
import { deleteCookies } from './test/cookies';
import { withGate } from './test/gates';
import { switchFault, uniqueEmail } from './test/forms-backend';
import { backendUrl, nextFrame } from './test/harness';
import { allowMarketQuotes, market } from './test/market';
import { fieldControl, fillForm, mountForm, submitButton, useFormsBackend } from './test/forms';
import { loginForm } from './elements/login-form/login-form.element';
import { signupForm } from './elements/signup-form/signup-form.element';

const BOOTSTRAP_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';
const NEUTRAL_CSS = `html { font-family: ${BOOTSTRAP_FONTS}; }`;
const HOSTILE_CSS = `
  html { font-size: 62.5%; }
  body { line-height: 3; letter-spacing: 2px; word-spacing: 6px; text-align: center; text-transform: uppercase; font-style: italic; }
  form { display: flex; flex-direction: column; gap: 30px; margin: 24px; padding: 16px; border: 2px solid; }
  input, select { width: 300px; height: 60px; padding: 20px; border: 3px solid red; font-size: 24px; letter-spacing: 3px; text-transform: lowercase; background: yellow; color: green; }
  input:focus, select:focus, button:focus { box-shadow: 0 0 0 8px orange; outline: 6px dotted blue; background: pink; }
  label { display: block; margin-bottom: 10px; font-size: 22px; font-style: oblique; color: purple; }
  button { padding: 24px; font-size: 22px; text-transform: uppercase; word-spacing: 9px; }
  p { margin: 20px 0; }
  svg { width: 48px; height: 48px; vertical-align: middle; }
  body form input[type], body form .field > label, main form .submit { margin: 12px; padding: 25px; line-height: 2; }
  #primary .entry-content input[type=email], #primary .entry-content input[type], #primary .entry-content .field > label,
  #primary .entry-content button.submit { margin: 12px; padding: 25px; line-height: 2; color: red; background-color: cyan; }
  #primary #app.entry-content .field .control input[type], #primary #app.entry-content .field > label,
  #primary #app.entry-content form .submit { border: 4px dashed green; font-size: 30px; box-shadow: 0 0 0 4px orange; }
  .field, .control { margin: 30px 0; display: block; }
  .error, .status { display: none; }
  [aria-invalid="true"] { border-color: fuchsia; outline: 3px solid fuchsia; }
  html body { line-height: 2.5 !important; letter-spacing: 1px !important; word-spacing: 4px !important; text-align: right !important; text-transform: uppercase !important; font-style: italic !important; }
  form { display: block !important; padding: 30px !important; border: 2px solid !important; }
  form * { margin: 0 0 8px !important; }
  input, select, textarea { height: 50px !important; padding: 14px !important; border: 4px solid red !important; font-size: 22px !important; background: yellow !important; color: green !important; }
  input:focus, select:focus, button:focus { outline: 5px solid blue !important; box-shadow: 0 0 0 6px orange !important; }
  [aria-invalid="true"] { border-color: fuchsia !important; }
  label { display: inline !important; font-size: 20px !important; text-transform: uppercase !important; color: red !important; }
  button { padding: 20px !important; border-radius: 0 !important; background: navy !important; color: white !important; font-size: 20px !important; }
  svg { width: 40px !important; height: 40px !important; fill: red !important; }
  svg path { fill: lime !important; }
  * { transition: none !important; box-shadow: 0 0 0 1px olive !important; }`;
/** The text properties a host page's body hands down, compared exactly. */
const TEXT_PROPERTIES = ['letterSpacing', 'wordSpacing', 'textTransform', 'fontStyle', 'textAlign'] as const;

/**
 * What a light-DOM field looks like (issue #30), compared exactly for every node of a form's
 * `<form class="site-form">`: the page's rules reach these nodes, so their colours, borders,
 * shadows and outlines are compared too, not only their box and text.
 */
const FIELD_PROPERTIES = [
  'display',
  'position',
  'width',
  'height',
  'marginTop',
  'marginLeft',
  'paddingTop',
  'paddingLeft',
  'lineHeight',
  'fontSize',
  'fontWeight',
  'color',
  'backgroundColor',
  'borderTopWidth',
  'borderTopStyle',
  'borderTopColor',
  'borderLeftColor',
  'boxShadow',
  'outlineStyle',
  'outlineWidth',
  'outlineColor',
  'fill',
  ...TEXT_PROPERTIES,
] as const;
type FieldStyle = Record<(typeof FIELD_PROPERTIES)[number], string>;

/** Elements that are running text by contract: they take the sentence's font and spacing. */
const RUNNING_TEXT = new Set(['site-anchor']);

interface Backends {
  api: string;
  tokenUrl: string;
  wsApi: string;
}

/** A minimal markup per tag, after the demo pages; slotted content in plain boxes (the page's own). */
function markupOf(tag: string, { api, tokenUrl, wsApi }: Backends): string | undefined {
  const feed = `token-url="${tokenUrl}" ws_api="${wsApi}"`;
  const markup: Record<string, string> = {
    'site-icon': `<site-icon name="rocket_24"></site-icon>`,
    'site-accordion': `<site-accordion><details open><summary>What is a CFD?</summary><div>A contract for difference.</div></details><details><summary>Which fees apply?</summary><div>Spreads.</div></details></site-accordion>`,
    'admiral-accordion': `<admiral-accordion><details open><summary>Trading platforms</summary><div>MetaTrader 4 and 5.</div></details></admiral-accordion>`,
    'tabs-with-slots': `<tabs-with-slots tabs='[{"name":"CFDs","value":"cfd"},{"name":"ETFs","value":"etf"}]'><div slot="cfd">Over 40 currency pairs.</div><div slot="etf">Exchange-traded funds.</div></tabs-with-slots>`,
    'nav-bar': `<nav-bar><a slot="logo" href="#top">Broker</a><a slot="actions" href="#login">Log in</a></nav-bar>`,
    'language-switcher': `<language-switcher><span slot="label">EN</span></language-switcher>`,
    'site-search': `<site-search api-key="demo-search-key" provider-src="${api}/search-provider.js"></site-search>`,
    'intro-video': `<intro-video poster="${api}/videos/poster.svg"></intro-video>`,
    'reviews-widget': `<reviews-widget><div>Read our reviews</div></reviews-widget>`,
    'risk-warning': `<risk-warning><span>CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.</span></risk-warning>`,
    'regulator-switcher': `<regulator-switcher value="fca" regulators='[{"value":"fca","label":"FCA (United Kingdom)","url":"#fca"},{"value":"cysec","label":"CySEC (Europe)","url":"#cysec"}]'></regulator-switcher>`,
    'content-visibility': `<content-visibility types="cfd"><span>Leverage up to 1:30.</span></content-visibility>`,
    'scroll-button': `<scroll-button target="#top">Read the notes</scroll-button>`,
    'scroll-to-top': `<scroll-to-top></scroll-to-top>`,
    'button-on-scroll': `<button-on-scroll href="#open-account">Open an account</button-on-scroll>`,
    'quotes-widget': `<quotes-widget pairs="EURUSD,GBPUSD,USDJPY" ${feed} show-buy-btn show-sell-btn links='{"buyButtonLink":"#buy","sellButtonLink":"#sell"}'></quotes-widget>`,
    'crypto-widget': `<crypto-widget pairs="BTCUSD,ETHUSD" ${feed}></crypto-widget>`,
    'trade-charts': `<trade-charts></trade-charts>`,
    'site-tip': `<site-tip label="About the spread"><span>The difference between the buy and the sell price.</span></site-tip>`,
    'article-share': `<article-share></article-share>`,
    'social-icons': `<social-icons facebook="https://www.facebook.com/examplebroker" youtube="https://www.youtube.com/@examplebroker"></social-icons>`,
    'youtube-video': `<youtube-video video-id="aqz-KE-bpKQ" title="Webinar: how spreads work"></youtube-video>`,
    'tabs-content': `<tabs-content tabs='[{"name":"Forex","value":"forex"},{"name":"Share CFDs","value":"shares"}]'><div slot="forex">Trade 50+ currency pairs.</div><div slot="shares">Go long or short.</div></tabs-content>`,
    'tabs-scroll': `<tabs-scroll tabs='[{"name":"Account","value":"account","target":"#top"},{"name":"Fees","value":"fees","target":"#top"}]'></tabs-scroll>`,
    'home-tabs': `<home-tabs tabs='[{"name":"Invest","value":"invest"},{"name":"Trade","value":"trade"}]'><span slot="title">One account for every goal</span><div data-tab="0">Stocks and ETFs.</div><div data-tab="1">CFDs.</div></home-tabs>`,
    'hash-blocks': `<hash-blocks><section id="step-register"><div>Step 1: Register</div></section><section id="step-verify"><div>Step 2: Verify</div></section></hash-blocks>`,
    'site-swiper': `<site-swiper label="Why trade with us"><div>Zero commission</div><div>Tight spreads</div></site-swiper>`,
    'market-buttons': `<market-buttons apple-store="https://apps.apple.com/app/id1222861799" google-play="https://play.google.com/store/apps/details?id=com.example.broker"></market-buttons>`,
    'site-button': `<site-button href="#open-account">Open account</site-button>`,
    'admiral-button': `<admiral-button href="#open-account">Open account</admiral-button>`,
    'site-anchor': `<site-anchor href="#fees">see the fees</site-anchor>`,
    'document-link': `<document-link href="/docs/policy.pdf" size="412 KB">Order execution policy</document-link>`,
    'select-switcher': `<select-switcher label="Choose your platform"><div data-option="MetaTrader 4" data-value="mt4">The classic platform.</div><div data-option="WebTrader" data-value="web">In your browser.</div></select-switcher>`,
    'details-widget': `<details-widget><span slot="summary">Spreads from 0.6 pips.</span><div>Spreads are variable.</div></details-widget>`,
    'responsive-wrapper': `<responsive-wrapper><div>Embedded content</div></responsive-wrapper>`,
    'site-popup': `<site-popup><span slot="title">Leverage and margin</span><div>Losses can exceed deposits.</div></site-popup>`,
    'article-list': `<article-list src="${api}/api/articles" page-size="2" label="Market news"></article-list>`,
    'article-card': `<article-card api="${api}" article-id="1003"></article-card>`,
    'education-cards': `<education-cards src="${api}/api/education" label="Trading education"></education-cards>`,
    'site-map': `<site-map><ul><li><a href="#trading">Trading</a><ul><li><a href="#forex">Forex</a></li></ul></li></ul></site-map>`,
    'version-switcher': `<version-switcher label="Trading platform"><div data-version="mt4">MetaTrader 4</div><div data-version="mt5">MetaTrader 5</div></version-switcher>`,
    'country-switcher': `<country-switcher country="GB" countries='[{"code":"GB","regulator":"fca","url":"#uk"},{"code":"DE","regulator":"cysec","url":"#eu"}]'></country-switcher>`,
    'regulator-mismatch': `<regulator-mismatch sites='{"fca": "/uk/", "cysec": "/eu/"}' regulator="fca"><span>Protection differs between our companies.</span></regulator-mismatch>`,
    'app-banner': `<app-banner platform="android" name="Broker Trading" google-play="https://play.google.com/store/apps/details?id=com.example.broker"></app-banner>`,
    'stolen-accounts': `<stolen-accounts domains='["broker-login.com", "broker-bonus.io"]'><span>Criminals copy our website.</span></stolen-accounts>`,
    'cert-popup': `<cert-popup src="${api}/certificates/fca.svg" alt="FCA certificate" caption="Authorised and regulated by the FCA"></cert-popup>`,
    'form-popup': `<form-popup label="Market news in your inbox"><span slot="trigger">Get market news</span><subscription-form></subscription-form></form-popup>`,
    'blurred-modal': `<blurred-modal cookie-name="host_isolation_confirmed"><span slot="message">Confirm that you are a professional client.</span><div>Professional price list</div></blurred-modal>`,
    'trading-calculator': `<trading-calculator instruments="EURUSD,GBPUSD" ${feed} price="1.0850" leverages="1:30,1:10" account-currencies="USD,EUR"></trading-calculator>`,
    'spreads-table': `<spreads-table instruments="EURUSD,GBPUSD" ${feed} caption="Spreads"></spreads-table>`,
    'instruments-list': `<instruments-list src="${api}/api/instruments" heading="Tradable instruments"></instruments-list>`,
    'deposit-withdrawal': `<deposit-withdrawal src="${api}/api/payment-methods" country="DE" currency="EUR"></deposit-withdrawal>`,
  };
  // A form needs no attributes: the page's clients point at the demo backend.
  return markup[tag] ?? (FORM_TAGS.has(tag) ? `<${tag}></${tag}>` : undefined);
}

/** The forms: tags of the lazy map defined by a flow (every one but the content and popup elements). */
const FORM_TAGS = new Set(
  Object.keys(lazyElements).filter((tag) => /-form$|^(email-verification|seminar-thank-you|thank-you-page)$/.test(tag)),
);
/** Forms that show a message, not fields, without a visitor's context. */
const FORMS_WITHOUT_FIELDS = new Set([
  'seminar-thank-you',
  'thank-you-page',
  'expo-registration-form',
  'islamic-account-form',
]);
/** Elements that draw no text of their own (an icon, a video). */
const WITHOUT_TEXT = new Set(['site-icon', 'intro-video']);

/** What shows once an element's remote data has arrived. */
function readySelector(tag: string): string | null {
  const selectors: Record<string, string> = {
    'quotes-widget': '[part~=row]',
    'crypto-widget': '[part~=row]',
    'spreads-table': '[part~=row]',
    'trading-calculator': '[part~=input]',
    'trade-charts': '[part~=card]',
    'article-list': '[part~=link]',
    'article-card': '[part~=link]',
    'education-cards': '[part~=card]',
    'instruments-list': '[part~=item]',
    'deposit-withdrawal': '[part~=method]',
  };
  if (FORM_TAGS.has(tag)) return FORMS_WITHOUT_FIELDS.has(tag) ? '[part~=title]' : 'input';
  return selectors[tag] ?? null;
}

/**
 * Every element the element draws: its shadow trees (nested elements' too) and the page's nodes
 * slotted into them, which inherit from the host as the shadow's own text does.
 */
function drawnElements(host: Element): Element[] {
  const found: Element[] = [];
  const visit = (parent: Element | ShadowRoot) => {
    for (const child of parent.children) {
      found.push(child);
      if (child instanceof HTMLSlotElement) {
        for (const slotted of child.assignedElements({ flatten: true })) {
          found.push(slotted);
          visit(slotted);
        }
      }
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  if (host.shadowRoot) visit(host.shadowRoot);
  return found;
}

/** A control, or an element that shows text of its own. */
const holdsText = (element: Element) =>
  element.matches('a, button, input, select, textarea, summary, label') ||
  [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());

type TextStyle = { fontSize: number } & Record<(typeof TEXT_PROPERTIES)[number], string>;
interface Measure {
  width: number;
  height: number;
  boxes: Map<Element, DOMRect>;
  texts: Map<Element, TextStyle>;
  fields: Map<Element, FieldStyle>;
}

/** The look of every node of a form's light-DOM `<form>`. */
function fieldStyles(host: HTMLElement): Map<Element, FieldStyle> {
  const nodes = host.querySelectorAll(':scope > form.site-form, :scope > form.site-form *');
  return new Map(
    [...nodes].map((node) => {
      const style = getComputedStyle(node);
      return [node, Object.fromEntries(FIELD_PROPERTIES.map((name) => [name, style[name]])) as FieldStyle];
    }),
  );
}

function measure(host: HTMLElement): Measure {
  const { width, height } = host.getBoundingClientRect();
  const drawn = drawnElements(host);
  const texts: Measure['texts'] = new Map();
  for (const element of drawn.filter(holdsText)) {
    const style = getComputedStyle(element);
    const text = Object.fromEntries(TEXT_PROPERTIES.map((name) => [name, style[name]]));
    texts.set(element, { fontSize: parseFloat(style.fontSize), ...text } as TextStyle);
  }
  const boxes = new Map(drawn.map((element) => [element, element.getBoundingClientRect()]));
  return { width, height, texts, boxes, fields: fieldStyles(host) };
}

/** Expects each light-DOM field node to look on the hostile page exactly as on the neutral one. */
function expectSameFields(neutral: Map<Element, FieldStyle>, onHostile: Map<Element, FieldStyle>) {
  for (const [node, before] of neutral) {
    const after = onHostile.get(node);
    expect(after, `${describeElement(node)} left the form`).to.exist;
    for (const property of FIELD_PROPERTIES)
      expect(after![property], `${describeElement(node)}.${node.className} ${property}`).to.equal(before[property]);
  }
}

const describeElement = (element: Element) =>
  `<${element.localName}${element.getAttribute('part') ? ` part="${element.getAttribute('part')}"` : ''}${element.getAttribute('slot') ? ` slot="${element.getAttribute('slot')}"` : ''}>`;

/** The drawn elements whose box changed most, to say where a host's box change comes from. */
function changedBoxes(before: Measure, after: Measure): string {
  return [...before.boxes]
    .map(([element, box]) => {
      const now = after.boxes.get(element);
      return {
        element,
        box,
        now,
        change: now ? Math.abs(now.height - box.height) + Math.abs(now.width - box.width) : 0,
      };
    })
    .filter(({ change }) => change > 1)
    .slice(0, 6)
    .map(
      ({ element, box, now }) =>
        `${describeElement(element)} ${box.width}x${box.height} → ${now!.width}x${now!.height}`,
    )
    .join('; ');
}

const layoutSignature = (host: HTMLElement) => {
  const { width, height } = host.getBoundingClientRect();
  return `${Math.round(width)}x${Math.round(height)}:${drawnElements(host).length}`;
};

/** Waits until the element has rendered and its box and tree have not changed for a few frames. */
async function settled(host: HTMLElement, renderTimeout = 8000) {
  const ready = readySelector(host.localName);
  await waitUntil(
    () =>
      (host.shadowRoot?.childNodes.length ?? 0) > 0 &&
      !host.matches(':state(waiting)') &&
      (!ready || drawnElements(host).some((element) => element.matches(ready))),
    `<${host.localName}> did not render${ready ? ` ${ready}` : ''}`,
    { timeout: renderTimeout },
  );
  let last = '';
  let same = 0;
  await waitUntil(
    async () => {
      await nextFrame();
      const now = layoutSignature(host);
      same = now === last ? same + 1 : 0;
      last = now;
      return same >= 6;
    },
    `<${host.localName}> did not settle (${last})`,
    { timeout: 5000, interval: 0 },
  );
}

/** The hostile page's sheets, added once and switched on and off. */
function hostilePage() {
  const bootstrap = Object.assign(document.createElement('link'), {
    rel: 'stylesheet',
    href: '/node_modules/bootstrap/dist/css/bootstrap.min.css',
  });
  const own = Object.assign(document.createElement('style'), { textContent: HOSTILE_CSS });
  const loaded = new Promise((resolve, reject) => {
    bootstrap.onload = resolve;
    bootstrap.onerror = reject;
  });
  document.head.append(bootstrap, own);
  const sheets = [bootstrap, own];
  return {
    loaded,
    set on(value: boolean) {
      for (const sheet of sheets) sheet.sheet!.disabled = !value;
    },
  };
}

const TAGS = [...eagerElements.map((definition) => definition.tag), ...Object.keys(lazyElements)];
/** Every tag but the running text, which takes the page's text by design. */
const ISOLATED_TAGS = TAGS.filter((name) => !RUNNING_TEXT.has(name));

describe('isolation from the host page', () => {
  // Ids and classes as a WordPress theme's (`#primary .entry-content`), for the hostile rules.
  const stage = Object.assign(document.createElement('div'), { id: 'primary' });
  /** A box of the page's content column in the stage, where the elements go. */
  const pageColumn = () =>
    stage.appendChild(Object.assign(document.createElement('div'), { id: 'app', className: 'entry-content' }));
  let backends: Backends;
  let hostile: ReturnType<typeof hostilePage>;

  before(async () => {
    const api = await backendUrl();
    document.body.dataset.quotesApi = api;
    await allowMarketQuotes();
    document.body.dataset.iconBase = `${api}/icons/`;
    await useFormsBackend();
    const { tokenUrl, wsApi } = await market('host-isolation');
    backends = { api, tokenUrl, wsApi };
    document.head.append(Object.assign(document.createElement('style'), { textContent: NEUTRAL_CSS }));
    installDocumentStyles();
    hostile = hostilePage();
    await hostile.loaded;
    hostile.on = false;
    for (const definition of eagerElements) defineElement(definition);
    for (const [tag, load] of Object.entries(lazyElements)) defineElement(await importDefinition(tag, load));
    stage.style.width = '760px';
    document.body.prepend(stage);
  });
  after(() => stage.remove());

  /**
   * Every element at once, each in a box of its own as wide as the stage: rendered, settled and
   * measured on the neutral page, then the hostile CSS switched on, settled and measured again.
   * One wait for every element's data and layout instead of one per element (20 s of frames).
   */
  const outcomes = new Map<string, { neutral: Measure; onHostile: Measure } | { failed: unknown }>();
  before(async function () {
    // The remote data of every element at once, on a shared, loaded machine.
    this.timeout(60_000);
    // Shown to a visitor whose regulator is not the page's.
    regulatorCookie.set('cysec');
    const column = pageColumn();
    const hosts = ISOLATED_TAGS.map((tag) => {
      const box = document.createElement('div');
      box.innerHTML = markupOf(tag, backends)!;
      column.append(box);
      return [tag, box.firstElementChild as HTMLElement] as const;
    });
    const settleAll = () =>
      Promise.all(
        hosts.map(([tag, host]) =>
          outcomes.has(tag) ? undefined : settled(host, 30_000).catch((failed) => outcomes.set(tag, { failed })),
        ),
      );
    await settleAll();
    const neutral = new Map(hosts.map(([tag, host]) => [tag, measure(host)]));
    hostile.on = true;
    await settleAll();
    for (const [tag, host] of hosts) {
      if (!outcomes.has(tag)) outcomes.set(tag, { neutral: neutral.get(tag)!, onHostile: measure(host) });
    }
    hostile.on = false;
    column.remove();
    await deleteCookies('oc_regulator_name');
  });

  afterEach(async () => {
    hostile.on = false;
    stage.replaceChildren();
    await deleteCookies('oc_regulator_name');
  });

  it('has a markup for every element', () => {
    expect(TAGS.length).to.be.greaterThan(70);
    for (const tag of TAGS) expect(markupOf(tag, backends), tag).to.match(new RegExp(`^<${tag}[ >]`));
  });

  for (const tag of ISOLATED_TAGS) {
    it(`<${tag}> keeps its box and its own text on a hostile page`, () => {
      const outcome = outcomes.get(tag)!;
      if ('failed' in outcome) throw outcome.failed;
      const { neutral, onHostile } = outcome;

      const box = `box ${neutral.width}x${neutral.height} → ${onHostile.width}x${onHostile.height} (${changedBoxes(neutral, onHostile)})`;
      expect(Math.abs(onHostile.width - neutral.width), box).to.be.at.most(2);
      expect(Math.abs(onHostile.height - neutral.height), box).to.be.at.most(2);
      const compared = [...neutral.texts].filter(([element]) => onHostile.texts.has(element));
      if (!WITHOUT_TEXT.has(tag)) expect(compared.length, 'texts compared').to.be.greaterThan(0);
      for (const [element, before] of compared) {
        const after = onHostile.texts.get(element)!;
        const name = `${describeElement(element)} "${element.textContent!.trim().slice(0, 30)}"`;
        expect(
          Math.abs(after.fontSize - before.fontSize),
          `${name} font size ${before.fontSize} → ${after.fontSize}`,
        ).to.be.at.most(0.5);
        for (const property of TEXT_PROPERTIES)
          expect(after[property], `${name} ${property}`).to.equal(before[property]);
      }
      // The forms with fields, and stolen-accounts' report form, have a light-DOM <form>.
      if ((FORM_TAGS.has(tag) && !FORMS_WITHOUT_FIELDS.has(tag)) || tag === 'stolen-accounts')
        expect(neutral.fields.size, 'light-DOM field nodes compared').to.be.greaterThan(3);
      expectSameFields(neutral.fields, onHostile.fields);
    });
  }

  for (const [definition, values] of [
    [loginForm, { email: 'not an email' }],
    [signupForm, { email: 'not an email', phone: '12', terms: false }],
  ] as const) {
    it(`<${definition.tag}>'s light-DOM fields, showing errors and focused, look as on a neutral page`, async () => {
      const host = await mountForm(definition, { 'no-captcha': '' }, { parent: pageColumn() });
      await fillForm(host, values);
      submitButton(host).click();
      // The form focuses its first field in error; then the email takes the focus.
      await waitUntil(
        () => document.activeElement?.matches('[aria-invalid="true"]'),
        'no field in error took the focus',
      );
      const focused = fieldControl(host, 'email');
      focused.focus();
      await settled(host);
      const neutral = fieldStyles(host);
      hostile.on = true;
      await settled(host);
      // Booleans: an element in a failed assertion is serialised with the whole document.
      expect(document.activeElement === focused, 'the email keeps the focus').to.be.true;
      expect(focused.matches(':focus-visible'), 'the email shows its focus').to.be.true;
      expect(host.querySelectorAll('[aria-invalid="true"]').length, 'fields in error').to.be.greaterThan(0);
      expectSameFields(neutral, fieldStyles(host));
    });
  }

  it('a page themes the light-DOM fields with the --site-* properties, on a hostile page too', async () => {
    const column = pageColumn();
    column.style.setProperty('--site-color-accent', 'rgb(1, 2, 3)');
    column.style.setProperty('--site-color-border', 'rgb(4, 5, 6)');
    const host = await mountForm(loginForm, { 'no-captcha': '' }, { parent: column });
    hostile.on = true;
    await settled(host);
    expect(getComputedStyle(submitButton(host)).backgroundColor, 'the submit button').to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(fieldControl(host, 'email')).borderTopColor, 'the email').to.equal('rgb(4, 5, 6)');
  });

  it('the submit button’s spinner turns while a form is sent, on a hostile page too (the reset’s !important transform does not pin it)', () =>
    withGate(async (gate) => {
      const host = await mountForm(loginForm, {}, { parent: pageColumn() });
      hostile.on = true;
      const email = uniqueEmail('spinner');
      await fillForm(host, { email, password: 'Trader2024' });
      await switchFault({ mode: 'hold', gate: gate.name, path: '/api/user/authorise', body: { email }, times: 1 });
      submitButton(host).click();
      await gate.arrived();
      await waitUntil(() => submitButton(host).querySelector('.spinner'), 'no spinner');
      const spinner = submitButton(host).querySelector<HTMLElement>('.spinner')!;
      const [turning] = spinner.getAnimations();
      expect(turning, 'an animation').to.not.equal(undefined);
      // A quarter of its turn is a quarter turn.
      turning!.pause();
      turning!.currentTime = Number(turning!.effect!.getTiming().duration) / 4;
      const { a, b } = new DOMMatrix(getComputedStyle(spinner).transform);
      expect([Math.round(a), Math.round(b)], 'rotated 90 degrees').to.deep.equal([0, 1]);
    }));

  it('<site-anchor> is running text: it takes the sentence’s font and spacing', async () => {
    stage.innerHTML = `<p>Read <site-anchor href="#fees">the fees</site-anchor> first.</p>`;
    const host = stage.querySelector<HTMLElement>('site-anchor')!;
    await settled(host);
    hostile.on = true;
    await nextFrame();
    const link = getComputedStyle(host.shadowRoot!.querySelector('a')!);
    const sentence = getComputedStyle(stage.querySelector('p')!);
    expect([link.fontSize, link.letterSpacing, link.textTransform, link.fontStyle]).to.deep.equal([
      sentence.fontSize,
      sentence.letterSpacing,
      sentence.textTransform,
      sentence.fontStyle,
    ]);
  });
});
