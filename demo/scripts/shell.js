// The script of demo/shell.html, a file of its own: the demo pages run under a strict script-src (scripts/check-csp.mjs).
// Demo helpers: SSO links, the tr_sign-up toggle and the cookie view.
const ssoHost = document.body.dataset.ssoHost;
document.getElementById('sso-host').textContent = ssoHost;
for (const link of document.querySelectorAll('[data-sso-action]')) {
  link.href = `${ssoHost}/${link.dataset.ssoAction}?return=${encodeURIComponent(location.href)}`;
}
document.getElementById('toggle-sign-up').addEventListener('click', () => {
  const signedUp = document.cookie.split('; ').some((cookie) => cookie.startsWith('tr_sign-up='));
  document.cookie = signedUp ? 'tr_sign-up=; path=/; max-age=0' : 'tr_sign-up=1; path=/';
  location.reload();
});
const jar = document.getElementById('cookie-jar');
const showCookies = () => (jar.textContent = document.cookie.split('; ').join('\n') || '(none)');
showCookies();
setInterval(showCookies, 1000);
