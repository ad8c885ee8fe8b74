/**
 * A stand-in for the third-party reviews script that <reviews-widget> loads. Like the real one
 * it renders into mount points (here `.reviews-stand-in`), replacing the fallback content, and
 * marks them `data-rendered`. So that the demo shows each widget's delay, it renders only into
 * the widgets that loaded this very URL, and says when it ran.
 */
(() => {
  const src = document.currentScript.src;
  const [navigation] = window.performance.getEntriesByType('navigation');
  const afterLoad = Math.round(window.performance.now() - (navigation?.loadEventEnd ?? 0));
  for (const widget of document.querySelectorAll('reviews-widget')) {
    if (new window.URL(widget.getAttribute('src'), document.baseURI).href !== src) continue;
    for (const mount of widget.querySelectorAll('.reviews-stand-in:not([data-rendered])')) {
      const rating = Number(mount.dataset.rating ?? 4.7).toFixed(1);
      const card = document.createElement('p');
      card.className = 'reviews-stand-in-card';
      card.textContent = `Excellent ★★★★★ ${rating} out of 5 (stand-in reviews, rendered ${afterLoad} ms after the page loaded)`;
      mount.replaceChildren(card);
      mount.dataset.rendered = '';
    }
  }
})();
