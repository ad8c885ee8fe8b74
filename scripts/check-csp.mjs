/* global window, document, requestAnimationFrame, HTMLFormElement -- the functions given to addInitScript and page.evaluate run in the page */
/**
 * `npm test` (after the build): every demo page under the Content Security Policies of
 * docs/EMBEDDING.md ("Content Security Policy"), read from that page as written, reports no
 * violation (`securitypolicyviolation`), throws nothing and logs no console error about a policy
 * (the demo pages log what a malformed attribute does, on purpose; a blocked load or sink is a
 * violation, and the library's messages on one name the policy or the refused worker):
 *
 * - every page with the library on its own origin, under policies 1 (`script-src 'self'`) and 3
 *   (Trusted Types) together: a violation of either shows; a sign-up page (one with a
 *   `<signup-form>`) under 4 instead of 3, with the recipe's `default` policy script as written
 *   (its first GeeTest origin standing for the page's own, where the demo serves GeeTest's
 *   stand-in, which loads a further script of its own as GeeTest's loader does);
 * - the partner page with the library from another origin (a CDN: the page on `localhost`, the
 *   library from `127.0.0.1`), under policies 2 and 3 (or 4) together.
 *
 * Each page is scrolled to its end (charts, lazy images and elements), the header's search is
 * opened (its provider script), and on the forms page the sign-up runs to GeeTest's challenge
 * (the captcha's script) and the login is submitted natively, its method forced to `post`, which
 * `form-action 'none'` must refuse (the one violation expected), before its own POST goes. The
 * policies go on the demo server's HTML answers as headers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createBackend } from '../demo/backend/index.mjs';
import { createSsoApp, ssoDemoRoutes } from '../demo/backend/sso.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/**
 * The recipe's policies, in its order (same origin, from a CDN, Trusted Types, Trusted Types on
 * sign-up pages), and the sign-up pages' `default` policy script.
 */
function recipe() {
  const docs = readFileSync(new URL('../docs/EMBEDDING.md', import.meta.url), 'utf8');
  const section = docs.split('\n## Content Security Policy\n')[1]?.split('\n## ')[0] ?? '';
  const policies = [...section.matchAll(/^Content-Security-Policy: (.+)$/gm)].map((match) => match[1]);
  if (policies.length !== 4) throw new Error('docs/EMBEDDING.md: the recipe has not its four policies');
  if (!policies.slice(0, 2).every((policy) => policy.includes(FORM_ACTION))) {
    throw new Error(`docs/EMBEDDING.md: policies 1 and 2 must have ${FORM_ACTION}`);
  }
  const signupScript = /^```js\n([^]*?)^```$/m.exec(section)?.[1];
  if (!signupScript?.includes(GEETEST_ORIGIN)) {
    throw new Error(`docs/EMBEDDING.md: the recipe has no sign-up pages' script naming ${GEETEST_ORIGIN}`);
  }
  return [...policies, signupScript];
}
/** What the recipe's base policies say of native form submissions: none. */
const FORM_ACTION = "form-action 'none'";
/** The sign-up script's first GeeTest origin, where the demo serves its stand-in: the page's own. */
const GEETEST_ORIGIN = 'https://static.geetest.com';
const [SAME_ORIGIN, FROM_CDN, TRUSTED_TYPES, SIGNUP_TRUSTED_TYPES, SIGNUP_SCRIPT] = recipe();
/** The recipe's placeholder for the CDN's origin. */
const CDN_PLACEHOLDER = 'https://cdn.example';
/** Where a sign-up page loads the recipe's script, first thing in its <head>. */
const SIGNUP_SCRIPT_PATH = '/signup-trusted-types.js';
/** Pages checked at once: each is a few seconds of waiting, little work. */
const AT_ONCE = 3;

const pages = readdirSync(new URL('../demo/', import.meta.url))
  .filter((name) => name.endsWith('.html'))
  .map((name) => `/${name}`);
/** Sign-up pages: where GeeTest's captcha may run. */
const isSignupPage = (path) => /<signup-form\b/.test(readFileSync(new URL(`../demo${path}`, import.meta.url), 'utf8'));

const chromePath = chromiumPath();
if (!chromePath) {
  console.error('No Chromium found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}

const sso = await createSsoApp();
await sso.listen({ host: '127.0.0.1', port: 0 });
const app = await createBackend();
await app.register(ssoDemoRoutes, { ssoPort: sso.server.address().port });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = app.server.address().port;
// A page answered through page.route may not reach another loopback origin otherwise (docs/TOOLCHAIN.md).
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
});

/** What a visitor does that loads a script: the search's provider, the sign-up's captcha. */
async function useScripts(page) {
  const search = page.locator('site-search button').first();
  if (await search.count()) {
    await search.click();
    await page.locator('site-search input').first().waitFor();
  }
  const signup = page.locator('signup-form#signup');
  if (await signup.count()) {
    await signup.scrollIntoViewIfNeeded();
    const field = (name) => signup.locator(`form [name="${name}"]`);
    await field('first_name').fill('Ada');
    await field('last_name').fill('Lovelace');
    await field('email').fill(`csp-${Date.now()}@example.com`);
    await field('country').selectOption('GB');
    await field('phone').fill('7700 900123');
    await field('password').fill('Trader2024');
    await field('terms').check();
    await signup.locator('button[type="submit"]').click();
    await page.locator('#geetest-stand-in-verify').click();
  }
}

/** What `nativeSubmit` expects: the forced native submission refused, as a violation and a console error. */
const REFUSED_SUBMISSION = /form-action/;

/**
 * On a page with the forms page's login: its `<form>`'s method forced to `post` (as a page
 * script could) and submitted natively after typing must be refused by `form-action 'none'`
 * (one violation, expected), the page staying where it is; the form's own POST, by its button,
 * must then be answered (401: a wrong password). All in one evaluation: Playwright waits on the
 * refused navigation before any action of its own. Returns whether the page had that login.
 */
async function nativeSubmit(page) {
  const login = page.locator('login-form#login');
  if (!(await login.count())) return false;
  await login.scrollIntoViewIfNeeded();
  await login.locator('form [name="email"]').fill('demo@example.com');
  await login.locator('form [name="password"]').fill('Wrong-Secret-1');
  const address = page.url();
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/authorise') && response.request().method() === 'POST',
    { timeout: 10_000 },
  );
  await login.locator('form').evaluate((form) => {
    form.method = 'post';
    HTMLFormElement.prototype.submit.call(form);
    form.method = 'dialog';
    form.querySelector('button[type="submit"]').click();
  });
  const status = (await answer).status();
  if (status !== 401) throw new Error(`the login's own POST was answered ${status}, not 401`);
  if (page.url() !== address) throw new Error(`the native submission went to ${page.url()}`);
  return true;
}

/** A console error about a policy: the browser's, or the library's when a sink or its worker is refused. */
const ABOUT_A_POLICY = /Content Security Policy|Trusted ?(Types|HTML|Script)|worker could not start/i;

/**
 * What `path` reported under `policy`: violations, uncaught errors and console errors about a
 * policy. On a sign-up page, the recipe's `default` policy script goes first in the <head>.
 */
async function check(path, policy, { host = '127.0.0.1', rewrite = (html) => html, signup = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signup) {
    const origin = `http://${host}:${port}`;
    await page.route(`${origin}${SIGNUP_SCRIPT_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: SIGNUP_SCRIPT.replace(GEETEST_ORIGIN, origin) }),
    );
    const pageRewrite = rewrite;
    rewrite = (html) => pageRewrite(html).replace('<head>', `<head><script src="${SIGNUP_SCRIPT_PATH}"></script>`);
  }
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && ABOUT_A_POLICY.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.exposeFunction('reportViolation', (text) => problems.push(`violation: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    ),
  );
  await page.route(
    (url) => url.pathname.endsWith('.html') || url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({
        response,
        body: rewrite(html),
        headers: { ...response.headers(), 'content-security-policy': policy },
      });
    },
  );
  try {
    await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'load' });
    // A screen at a time, each one rendered (its intersection observers told) before the next.
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
      await page.mouse.wheel(0, 600);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await useScripts(page);
    await page.waitForLoadState('networkidle');
    if (await nativeSubmit(page)) {
      // The page reports its violations through an exposed function: they arrive a moment later.
      const refusals = () => problems.filter((problem) => problem.startsWith('violation: form-action '));
      for (let waited = 0; refusals().length === 0 && waited < 3000; waited += 100) await page.waitForTimeout(100);
      const refused = refusals();
      if (refused.length !== 1)
        problems.push(`the forced native submission was refused ${refused.length} times, not once`);
      problems.splice(0, problems.length, ...problems.filter((problem) => !REFUSED_SUBMISSION.test(problem)));
    }
  } catch (error) {
    problems.push(`could not check: ${error.message.split('\n')[0]}`);
  } finally {
    await context.close();
  }
  return problems;
}

const cdnOrigin = `http://127.0.0.1:${port}`;
/** `path` under `policy` and Trusted Types: policy 3, or on a sign-up page policy 4 with its script. */
function run(path, policy, options = {}) {
  const signup = isSignupPage(path);
  return {
    path,
    policy: `${policy}, ${signup ? SIGNUP_TRUSTED_TYPES : TRUSTED_TYPES}`,
    options: { ...options, signup },
  };
}
const runs = [
  // Policy 1 and Trusted Types both enforced: a violation of either shows.
  ...pages.map((path) => run(path, SAME_ORIGIN)),
  // The page on localhost, the library from 127.0.0.1: policy 2 and Trusted Types.
  run('/partner.html', FROM_CDN.replaceAll(CDN_PLACEHOLDER, cdnOrigin), {
    host: 'localhost',
    rewrite: (html) => html.replaceAll('"/cdn/v1/', `"${cdnOrigin}/cdn/v1/`),
  }),
  // A second copy of the library (every chunk its own module, from /cdn/v1/) on a page with icons:
  // it starts nothing, so it asks for no second policy.
  run('/content.html', SAME_ORIGIN, {
    rewrite: (html) =>
      html.replace(
        /(<script type="module" src="\/dist\/index.js"><\/script>)/,
        '$1<script type="module" src="/cdn/v1/index.js"></script>',
      ),
  }),
];
const failures = [];
const started = performance.now();
try {
  const queue = [...runs];
  const worker = async () => {
    for (let run = queue.shift(); run; run = queue.shift()) {
      const problems = await check(run.path, run.policy, run.options);
      if (problems.length) failures.push(`${run.path} under "${run.policy}":\n    ${problems.join('\n    ')}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
} finally {
  await browser.close();
  await Promise.all([app.close(), sso.close()]);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length) {
  console.error(`check-csp: ${failures.length} of ${runs.length} pages reported problems:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-csp: ${runs.length} pages under docs/EMBEDDING.md's policies, no violation, ${seconds} s.`);
