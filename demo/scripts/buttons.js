// The script of demo/buttons.html, a file of its own: the demo pages run under a strict script-src (scripts/check-csp.mjs).
// A site-button without href is a button: the page decides what it does.
document.getElementById('callback').addEventListener('click', () => {
  document.getElementById('callback-status').textContent = 'Thank you: we will call you back within a day.';
});
