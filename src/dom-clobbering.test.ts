/**
 * DOM clobbering (docs/SECURITY.md §10): sanitised CMS HTML names elements after the globals the
 * library reads. The page is configured first, then the markup goes in, before anything reads
 * the configuration; nothing the library does may change.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { pageConfig } from './platform/dom/page-config';
import { loadScript, ScriptRefused } from './platform/dom/load-script';
import { startSessionDisplay } from './page/session-display';
import { createFormsClient } from './services/forms-api';
import { accountSignup, lastReceivedId, receivedRequests, uniqueEmail } from './test/forms-backend';
import * as forms from './test/forms';
import { backendUrl, captureConsole } from './test/harness';
import { loggedDuring } from './test/logged';
import { expectEach, lintReady, ruleErrors } from './test/lint';
import { allowBackendScripts } from './test/script-addresses';
import { loginForm } from './elements/login-form/login-form.element';
import { uniqueName } from './test/seeded-random';

const EVIL = 'https://evil.example';

/** The markup, as a CMS's sanitiser lets it through: `name`, `id` and `data-*` kept. */
const CLOBBERING_HTML = `
  <img name="body" src="data:," data-script-origins="${EVIL}" data-forms-api="${EVIL}" data-account-api="${EVIL}"
    data-registration-api="${EVIL}" data-sso-host="${EVIL}" data-locale="xx" data-regulator="evil">
  <form name="head"></form>
  <embed name="documentElement">
  <object id="dataLayer"></object>
  <img name="cookie" src="data:,">`;

const realBody = () => document.querySelector('body')!;
const realHead = () => document.querySelector('head')!;
const page = document as unknown as Record<string, unknown>;

describe('a page whose markup names elements after the globals the library reads', () => {
  const account = { email: uniqueEmail('clobbered'), password: 'Trader2024' };
  let sso = '';
  let formsBase = '';

  before(async () => {
    formsBase = await forms.useFormsBackend();
    await allowBackendScripts();
    const ssoUrl = new URL((await executeServerCommand<string, undefined>('sso-url'))!);
    sso = `http://localhost:${ssoUrl.port}`;
    realBody().dataset.ssoHost = sso;
    await createFormsClient({ baseUrl: formsBase, xsrfOrigins: [new URL(formsBase).origin] }).signup(
      accountSignup(account.email),
    );
    const markup = document.createElement('div');
    markup.className = 'cms-content';
    markup.append(document.createRange().createContextualFragment(CLOBBERING_HTML));
    realBody().append(markup);
    // The markup does shadow the globals: a plain read gives the elements.
    expect(page.body).to.be.instanceOf(HTMLImageElement);
    expect(page.head).to.be.instanceOf(HTMLFormElement);
    expect(page.documentElement).to.be.instanceOf(HTMLEmbedElement);
    expect(window.dataLayer).to.be.instanceOf(HTMLObjectElement);
  });

  it('reads the page configuration from the real <body>, and freezes it', () => {
    const config = pageConfig();
    expect(config).to.include({ formsApi: formsBase, accountApi: formsBase, ssoHost: sso, regulator: 'fca' });
    expect(config.locale).to.equal(document.querySelector('html')!.lang || 'en');
    expect(config.scriptOrigins).not.to.include(EVIL);
    expect(Object.isFrozen(config) && Object.isFrozen(config.scriptOrigins)).to.equal(true);
  });

  it('checks scripts against the real configuration and adds them to the real <head>', async () => {
    await loggedDuring(async () => {
      const refused = await loadScript(`${EVIL}/x.js`, '<test> src').catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(ScriptRefused);
    });
    const src = `${await backendUrl()}/reviews-stand-in.js?test=${uniqueName('clobbered')}`;
    await loadScript(src, '<test> src');
    expect(realHead().querySelector(`script[src="${src}"]`)).not.to.equal(null);
  });

  /** Logs in with a form in the real <body>: the request the account API received, and the console errors. */
  async function logIn() {
    const since = await lastReceivedId();
    const errors = captureConsole();
    const host = await forms.mountForm(loginForm, {}, { parent: realBody() });
    try {
      await forms.completeStep(host, account, 'done');
    } finally {
      errors.restore();
      forms.removeForms();
    }
    const [login] = (await receivedRequests({ path: '/api/user/authorise', since })).filter(
      ({ body }) => body?.email === account.email,
    );
    expect(login).to.include({ method: 'POST', status: 200 });
    return errors.messages;
  }

  it('sends a login to the configured account API and reports it to a data layer of its own', async () => {
    expect(await logIn()).to.deep.equal([]);
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'login-form', step: 'login' });
  });

  it('still sends a login when a page script took the <object id="dataLayer"> for its data layer', async () => {
    // Google Tag Manager's snippet, run after the markup: `window.dataLayer = window.dataLayer || []`.
    delete window.dataLayer;
    window.dataLayer = window.dataLayer || [];
    expect(window.dataLayer).to.be.instanceOf(HTMLObjectElement);
    try {
      const errors = await logIn();
      expect(errors).to.have.lengthOf(1);
      expect(errors[0]).to.contain('window.dataLayer refused an entry');
      expect(await logIn()).to.deep.equal([]);
    } finally {
      delete window.dataLayer;
    }
  });

  it('puts the SSO frame in the real <body>, pointed at the configured host', async () => {
    const stop = startSessionDisplay(pageConfig().ssoHost);
    try {
      const frame = realBody().querySelector<HTMLIFrameElement>(':scope > iframe[data-sso-session]');
      expect(frame?.src).to.equal(`${sso}/session`);
      await waitUntil(() => realBody().classList.contains('guest'), 'the SSO frame did not answer');
    } finally {
      stop();
    }
  });
});

describe('the built library on a page whose markup is named head, without the document sheet linked', () => {
  /** A page of its own that starts dist/index.js after `count` `<img name="head">`: its window once started. */
  async function startOn(count: number): Promise<Window & typeof globalThis> {
    const cdn = `${await backendUrl()}/cdn/v1`;
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><title>CMS page</title><body>
      ${'<img name="head" src="data:,">'.repeat(count)}<site-accordion></site-accordion>
      <script type="module">import('${cdn}/index.js');</script>`;
    realBody().append(frame);
    added.push(frame);
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    const view = frame.contentWindow as Window & typeof globalThis;
    await waitUntil(
      () => view.customElements.get('site-accordion'),
      `no element defined with ${count} <img name="head">`,
    );
    return view;
  }
  const added: Element[] = [];
  afterEach(() => added.splice(0).forEach((element) => element.remove()));

  for (const count of [1, 2]) {
    it(`defines the elements and links the sheet in the real <head> with ${count} <img name="head">`, async () => {
      const view = await startOn(count);
      // Booleans: chai describes a failing element of another window property by property, for ever.
      const shadow = (view.document as unknown as Record<string, unknown>).head;
      const shadowKind = count === 1 ? view.HTMLImageElement : view.HTMLCollection;
      expect(shadow instanceof shadowKind, 'the markup shadows document.head').to.equal(true);
      const link = view.document.querySelector('link[data-site-elements]');
      const realHead = view.document.querySelector('head');
      expect(link?.parentElement === realHead, 'the sheet is in the real <head>').to.equal(true);
    });
  }
});

describe('the page-globals rule', () => {
  lintReady();
  it('rejects a direct read of a global markup can stand in for, anywhere but page-globals.ts', async () => {
    const code = `export const a = () => [document.body, document.head, document.documentElement, document.title];
      export const b = () => window.dataLayer ?? globalThis.dataLayer;`;
    expectEach(await ruleErrors('no-restricted-properties', 'src/page/session-display.ts', code), 6, 'page-globals.ts');
    expect(await ruleErrors('no-restricted-properties', 'src/platform/dom/page-globals.ts', code)).to.deep.equal([]);
  });

  it('rejects a property read on any value typed Document, and dataLayer on any typed Window (a typed rule)', async function () {
    // The first typed lint builds the project's program.
    this.timeout(60_000);
    const code = `const doc = document;
      export const a = (el: Element) => [doc.head, el.ownerDocument.body, doc['cookie']];
      export const b = (root: Document | ShadowRoot) => root.activeElement;
      export const c = () => { const { documentElement } = document; return documentElement; };
      export const safe = (el: Element) => [doc.querySelector('x'), el.ownerDocument.createElement('a'), doc.location];`;
    const rule = 'globals/document-properties';
    const errors = await ruleErrors(rule, 'src/page/session-display.ts', code);
    expect(errors.map((error) => /`(\w+)`/.exec(error)![1])).to.deep.equal([
      'head',
      'body',
      'cookie',
      'activeElement',
      'documentElement',
    ]);
    expectEach(errors, 5, 'page-globals.ts');
    expect(await ruleErrors(rule, 'src/platform/dom/page-globals.ts', code)).to.deep.equal([]);
    const windows = `const w = window;
      export const a = () => [w.dataLayer, self.dataLayer, w.innerWidth];`;
    expectEach(await ruleErrors(rule, 'src/page/session-display.ts', windows), 2, 'windowOwn()');
  });
});
