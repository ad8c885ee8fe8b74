// The script of demo/tabs.html, a file of its own: the demo pages run under a strict script-src (scripts/check-csp.mjs).
// The tab-change event, heard by the page: what an analytics tag would listen to.
const log = document.querySelector('[data-event-log="tabs-content"]');
document.querySelector('tabs-content').addEventListener('tab-change', (event) => {
  log.textContent = `tab-change: index ${event.detail.index}, value "${event.detail.value}"`;
});
