/**
 * The demo's pages as a phone opens them, for src/demo-pages.test.ts: a demo of its own (backend
 * and single-sign-on stand-in, as `npm start` serves it, from the built dist/) so that the pages'
 * feeds and forms never touch the backend other tests count requests on.
 *
 * Commands (payloads in brackets): `demo-pages` → the paths of demo/*.html; `demo-page-width`
 * { path, width, height } → how wide the page lays out once every element on it has been
 * scrolled into view and has drawn: { clientWidth, scrollWidth, wider } (`wider`: the first
 * boxes, through shadow roots, that reach past the window's right edge).
 */
import { readdirSync } from 'node:fs';
import { createBackend } from '../../demo/backend/index.mjs';
import { createSsoApp, ssoDemoRoutes } from '../../demo/backend/sso.mjs';

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

export const demoPagesPlugin = {
  name: 'demo-pages',
  async serverStop() {
    await Promise.all(demo?.apps.map((app) => app.close()) ?? []);
  },
  async executeCommand({ command, payload, session }) {
    if (command === 'demo-pages') {
      return readdirSync(new URL('../../demo/', import.meta.url))
        .filter((name) => name.endsWith('.html'))
        .sort()
        .map((name) => `/${name}`);
    }
    if (command !== 'demo-page-width') return undefined;
    demo ??= await startDemo();
    const testPage = session.browser.getPage(session.id);
    const page = await testPage.browserContext().newPage({ type: 'window' });
    try {
      await page.setViewport({ width: payload.width, height: payload.height });
      await page.goto(`${demo.origin}${payload.path}`, { waitUntil: 'load' });
      // Answers still coming (lists, configs) can widen what they fill.
      await page.waitForNetworkIdle({ idleTime: 50 });
      return await page.evaluate(scrollThroughAndMeasure);
    } finally {
      await page.close();
    }
  },
};
