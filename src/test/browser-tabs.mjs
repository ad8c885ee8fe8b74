/**
 * Tabs a test opens in its own browser context, outside its page's reach, so that one can be
 * crashed like a real tab (CDP `Page.crash`): no pagehide, no goodbye. They open on the test
 * server's other host name (127.0.0.1 for a test on localhost), another site, so that a crash
 * takes down their renderer and never the test page's; they share their own origin's Web Locks
 * and BroadcastChannels with each other.
 *
 * Commands (payloads in brackets): `tab-open` { path } → id; `tab-eval` { id, expression } →
 * { value }; `tab-crash` { id }; `tab-close-all`.
 */
const tabsBySession = new Map();

function otherHost(testPageUrl, path) {
  const url = new URL(path, testPageUrl);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.href;
}

export const browserTabsPlugin = {
  name: 'browser-tabs',
  async executeCommand({ command, payload, session }) {
    if (!command.startsWith('tab-')) return undefined;
    const testPage = session.browser.getPage(session.id);
    const tabs = tabsBySession.get(session.id) ?? [];
    tabsBySession.set(session.id, tabs);
    if (command === 'tab-open') {
      const page = await testPage.browserContext().newPage({ type: 'window' });
      await page.goto(otherHost(testPage.url(), payload.path));
      tabs.push(page);
      return tabs.length - 1;
    }
    // Wrapped: a command answering `undefined` or `null` reads as no plugin knowing it.
    if (command === 'tab-eval') return { value: await tabs[payload.id].evaluate(payload.expression) };
    if (command === 'tab-crash') {
      const session = await tabs[payload.id].createCDPSession();
      // The renderer dies mid-call: the call itself never answers.
      void session.send('Page.crash').catch(() => {});
      return true;
    }
    if (command === 'tab-close-all') {
      await Promise.all(tabs.splice(0).map((page) => page.close().catch(() => {})));
      return true;
    }
    return undefined;
  },
};
