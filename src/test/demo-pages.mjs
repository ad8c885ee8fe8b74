/**
 * The demo's pages as a phone opens them, for src/demo-pages.test.ts: a demo of its own (backend
 * and single-sign-on stand-in, as `npm start` serves it, from the built dist/) so that the pages'
 * feeds and forms never touch the backend other tests count requests on.
 *
 * Commands (payloads in brackets): `demo-pages` → the paths of demo/*.html; `demo-page-width`
 * { path, width, height } → how wide the page lays out once every element on it has been
 * scrolled into view and has drawn: { clientWidth, scrollWidth, wider } (`wider`: the first
 * boxes, through shadow roots, that reach past the window's right edge); `demo-page-audit`
 * { path, width, height } → the findings of src/test/demo-audits.mjs's checks, as drawn and with
 * 1.4.12's text spacing: { plain, spaced }; `demo-page-tab-walk` { path, width, height, steps }
 * → the controls that Tab, then Shift+Tab, left under one of the library's bars: { bars, steps,
 * obscured } (`bars`: whether the page has any; `from`: 'top' or 'end'); `demo-page-interact`
 * { path, width, height, check } → { count, findings } for `check` 'hover' (each site-tip
 * hovered, the pointer moved onto its tip, then Escape), 'dialogs' (each dialog opened from the
 * keyboard, tabbed through, closed with Escape) or 'status' (every form sent empty). `demo-pages`
 * { containing } lists only the pages that hold one of those tags. Each check can instead take
 * { page }, the id `demo-page-open` { path, width, height } gave: the loading and the check are
 * then two commands, each within the 20 s a server command has.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createBackend } from '../../demo/backend/index.mjs';
import { createSsoApp, ssoDemoRoutes } from '../../demo/backend/sso.mjs';
import {
  auditPage,
  focusAndDialog,
  focusIsOn,
  focusOpener,
  focusUnderBar,
  markOpeners,
  modalIs,
  scrollThrough,
  sendFormsEmpty,
  tipOpen,
  tipPoints,
} from './demo-audits.mjs';

let demo;

async function startDemo() {
  const sso = await createSsoApp();
  await sso.listen({ host: '127.0.0.1', port: 0 });
  const app = await createBackend();
  await app.register(ssoDemoRoutes, { ssoPort: sso.server.address().port });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { apps: [app, sso], origin: `http://127.0.0.1:${app.server.address().port}` };
}

/**
 * Runs in the page: scrolls it through a screen at a time, so that every element meets the screen
 * and the lazy ones upgrade, then measures.
 */
/* global document, customElements, innerHeight, requestAnimationFrame, scrollTo */
async function scrollThroughAndMeasure() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
    scrollTo(0, y);
    await frame();
    await frame();
  }
  const undefinedTags = new Set([...document.querySelectorAll(':not(:defined)')].map((el) => el.localName));
  await Promise.all(
    [...undefinedTags].filter((tag) => tag.includes('-')).map((tag) => customElements.whenDefined(tag)),
  );
  await document.fonts.ready;
  await frame();
  await frame();
  const { clientWidth, scrollWidth } = document.documentElement;
  const wider = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.getBoundingClientRect().right > clientWidth + 1) wider.push(el.localName + (el.id ? `#${el.id}` : ''));
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  if (scrollWidth > clientWidth) visit(document);
  return { clientWidth, scrollWidth, wider: wider.slice(0, 8) };
}

/** Runs in the page: whether no shadow root of the page's elements runs an endless animation. */
function shimmersStopped() {
  return [...document.querySelectorAll('*')]
    .filter((element) => element.shadowRoot)
    .every((element) =>
      element.shadowRoot
        .getAnimations({ subtree: true })
        .every((animation) => animation.effect?.getComputedTiming().iterations !== Infinity),
    );
}

const BAR_TAGS = 'app-banner, button-on-scroll, scroll-to-top, tabs-scroll, risk-warning';

/**
 * From the top of the page, Tab `steps` times then Shift+Tab as many; from its end, Shift+Tab
 * then Tab. Notes each control left under a bar.
 */
async function tabWalk(page, steps, from) {
  const bars = await page.evaluate((tags) => document.querySelector(tags) !== null, BAR_TAGS);
  if (!bars) return { bars, steps: 0, obscured: [] };
  const obscured = [];
  const [first, second] = from === 'end' ? [true, false] : [false, true];
  if (from === 'end') {
    // A probe after the last control, where Shift+Tab starts.
    await page.evaluate(() => {
      const probe = document.createElement('button');
      probe.textContent = 'end';
      document.body.append(probe);
      probe.focus();
    });
  }
  const check = async (key) => {
    const found = await page.evaluate(focusUnderBar);
    if (found) obscured.push(`${key}: ${found}`);
  };
  for (const backwards of [first, second]) {
    if (backwards) await page.keyboard.down('Shift');
    for (let step = 0; step < steps; step++) {
      await page.keyboard.press('Tab');
      await check(backwards ? 'Shift+Tab' : 'Tab');
    }
    if (backwards) await page.keyboard.up('Shift');
  }
  return { bars, steps, obscured };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits up to a second for a modal dialog to be open (or closed); the checks after it tell which came. */
const whenModal = (page, open) =>
  page.waitForFunction(modalIs, { polling: 'raf', timeout: 1000 }, open).catch(() => undefined);

/** The interactive checks of `demo-page-interact`, by name: each returns { count, findings }. */
const INTERACTIONS = {
  async status(page) {
    const { forms, findings } = await page.evaluate(sendFormsEmpty);
    return { count: forms, findings };
  },
  async hover(page) {
    const findings = [];
    const count = (await page.evaluate(tipPoints)).length;
    for (let index = 0; index < count; index++) {
      const { trigger } = (await page.evaluate(tipPoints, index))[index];
      if (!trigger) continue;
      await page.mouse.move(trigger.x, trigger.y, { steps: 4 });
      await page.waitForFunction(tipOpen, { polling: 'raf', timeout: 2000 }, index).catch(() => undefined);
      // Placed beside its trigger a frame or two after it shows (floating-ui).
      await pause(300);
      const { tip } = (await page.evaluate(tipPoints))[index];
      if (!tip) {
        findings.push(`tip ${index} does not open on hover`);
        continue;
      }
      // Straight onto the tip: on a loaded machine, steps through the gap would outlast the 120 ms grace.
      await page.mouse.move(tip.x, tip.y);
      await pause(400);
      if (!(await page.evaluate(tipPoints))[index].tip)
        findings.push(`tip ${index} closes as the pointer moves onto it`);
      await page.keyboard.press('Escape');
      await pause(200);
      if ((await page.evaluate(tipPoints))[index].tip) findings.push(`tip ${index} stays open after Escape`);
      await page.mouse.move(0, 0);
      await pause(200);
    }
    return { count, findings };
  },
  async dialogs(page) {
    const findings = [];
    // A dialog open from the start (blurred-modal's question): focus is in it, and its first answer closes it.
    const atLoad = await page.evaluate(focusAndDialog);
    if (atLoad.open) {
      if (!atLoad.inside) findings.push(`the dialog open at load does not hold focus (${atLoad.focused})`);
      await page.keyboard.press('Enter');
      await whenModal(page, false);
      if ((await page.evaluate(focusAndDialog)).open)
        findings.push(`the dialog open at load did not close on its answer`);
    }
    const count = await page.evaluate(markOpeners);
    for (let index = 0; index < count; index++) {
      const opener = await page.evaluate(focusOpener, index);
      await page.keyboard.press('Enter');
      await whenModal(page, true);
      let state = await page.evaluate(focusAndDialog);
      if (!state.open) {
        findings.push(`${opener} opened no dialog`);
        continue;
      }
      if (!state.inside) findings.push(`${opener}: focus is not in the dialog (${state.focused})`);
      for (let step = 0; step < 5; step++) {
        await page.keyboard.press('Tab');
        state = await page.evaluate(focusAndDialog);
        if (!state.inside) {
          findings.push(`${opener}: Tab ${step + 1} left the dialog (${state.focused})`);
          break;
        }
      }
      await page.keyboard.press('Escape');
      await whenModal(page, false);
      // The fade out (75 ms) ends before focus goes back.
      await pause(150);
      if ((await page.evaluate(focusAndDialog)).open) findings.push(`${opener}: Escape did not close it`);
      else if (!(await page.evaluate(focusIsOn, index))) findings.push(`${opener}: focus did not come back to it`);
    }
    return { count, findings };
  },
};

export const demoPagesPlugin = {
  name: 'demo-pages',
  async serverStop() {
    await Promise.all(demo?.apps.map((app) => app.close()) ?? []);
  },
  async executeCommand({ command, payload, session }) {
    if (command === 'demo-pages') {
      const folder = new URL('../../demo/', import.meta.url);
      const holds = (name) =>
        !payload?.containing ||
        payload.containing.some((tag) => readFileSync(new URL(name, folder), 'utf8').includes(`<${tag}`));
      return readdirSync(folder)
        .filter((name) => name.endsWith('.html') && holds(name))
        .sort()
        .map((name) => `/${name}`);
    }
    if (command === 'demo-page-open') {
      const page = await openDemoPage(session, payload);
      openPages.set(++lastPageId, page);
      return lastPageId;
    }
    const commands = ['demo-page-width', 'demo-page-audit', 'demo-page-tab-walk', 'demo-page-interact'];
    if (!commands.includes(command)) return undefined;
    // A page opened by `demo-page-open` (its own command, its own 20 s), else opened here.
    const page =
      payload.page !== undefined
        ? openPages.get(payload.page)
        : await openDemoPage(session, { ...payload, scroll: command !== 'demo-page-width' });
    openPages.delete(payload.page);
    if (!page) throw new Error(`no open demo page ${payload.page}`);
    try {
      if (command === 'demo-page-width') return await page.evaluate(scrollThroughAndMeasure);
      if (command === 'demo-page-audit') {
        // A loading shimmer stops once its content is there: up to 5 s for it (on a loaded machine
        // an answer can come after the network looked idle); one still running then is endless.
        await page.waitForFunction(shimmersStopped, { polling: 100, timeout: 5000 }).catch(() => undefined);
        const plain = await page.evaluate(auditPage, { spacing: false });
        const spaced = await page.evaluate(auditPage, { spacing: true });
        return { plain, spaced };
      }
      if (command === 'demo-page-interact') return await INTERACTIONS[payload.check](page);
      return await tabWalk(page, payload.steps, payload.from);
    } finally {
      await page.close();
    }
  },
};

/** Pages opened by `demo-page-open`, by id, until a check closes them. */
const openPages = new Map();
let lastPageId = 0;

/**
 * A window of the test's browser at `width` x `height` on the demo's `path`, loaded, its answers
 * in; but for `scroll: false` (the width check scrolls itself), scrolled through so that every
 * element has met the screen, and what that brought in loaded.
 */
async function openDemoPage(session, { path, width, height, scroll = true }) {
  demo ??= await startDemo();
  const testPage = session.browser.getPage(session.id);
  const page = await testPage.browserContext().newPage({ type: 'window' });
  try {
    await page.setViewport({ width, height });
    await page.goto(`${demo.origin}${path}`, { waitUntil: 'load' });
    // Answers still coming (lists, configs) can widen what they fill.
    await page.waitForNetworkIdle({ idleTime: 50 });
    if (!scroll) return page;
    await page.evaluate(scrollThrough);
    // What the scroll brought into view (lazy lists, images) loads before it is judged.
    await page.waitForNetworkIdle({ idleTime: 50 });
    return page;
  } catch (error) {
    await page.close();
    throw error;
  }
}
