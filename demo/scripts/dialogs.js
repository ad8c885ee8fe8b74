// The script of demo/dialogs.html, a file of its own: the demo pages run under a strict script-src (scripts/check-csp.mjs).
document.getElementById('forget').addEventListener('click', () => {
  document.cookie = 'demo_pro_confirmed=; path=/; max-age=0';
  location.reload();
});
