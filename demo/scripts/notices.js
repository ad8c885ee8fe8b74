// The script of demo/notices.html, a file of its own: the demo pages run under a strict script-src (scripts/check-csp.mjs).
for (const button of document.querySelectorAll('[data-regulator-cookie]')) {
  button.addEventListener('click', () => {
    const value = button.dataset.regulatorCookie;
    document.cookie = value
      ? `oc_regulator_name=${value}; path=/; max-age=${60 * 60 * 24 * 1825}`
      : 'oc_regulator_name=; path=/; max-age=0';
    document.cookie = 'regulator_notice_closed=; path=/; max-age=0';
    location.reload();
  });
}
document.getElementById('country-switcher').addEventListener('country-switch', (event) => {
  event.preventDefault();
  const { code, regulator, url } = event.detail;
  document.getElementById('country-output').textContent =
    `Would go to ${url} (${code}, regulator ${regulator.toUpperCase()}).`;
});
document.getElementById('app-banner-reset').addEventListener('click', () => {
  document.cookie = 'app_banner_closed=; path=/; max-age=0';
  location.reload();
});
