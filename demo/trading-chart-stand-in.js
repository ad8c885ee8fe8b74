/**
 * Stand-in for TradingView's tv.js (the demo has no network): `new TradingView.widget(options)`
 * draws a made-up price line for `options.symbol` into the element `options.container_id`.
 */
window.TradingView = {
  widget: function widget(options) {
    const container = document.getElementById(options.container_id);
    if (!container) return;
    const points = Array.from({ length: 60 }, (_, x) => 50 + 30 * Math.sin(x / 6) + 10 * Math.sin(x * 1.7));
    container.innerHTML = `<figure style="margin:0;height:100%;display:flex;flex-direction:column">
      <figcaption style="font:600 14px sans-serif;padding:8px"></figcaption>
      <svg viewBox="0 0 590 100" preserveAspectRatio="none" style="flex:1;width:100%" role="img">
        <path d="${points.map((y, x) => `${x === 0 ? 'M' : 'L'}${x * 10},${100 - y}`).join(' ')}"
          fill="none" stroke="#0b5fff" stroke-width="1.5" vector-effect="non-scaling-stroke" />
      </svg>
    </figure>`;
    const caption = `${options.symbol} · ${options.interval} · ${options.locale} (stand-in chart)`;
    container.querySelector('figcaption').textContent = caption;
    container.querySelector('svg').setAttribute('aria-label', `${options.symbol} price chart`);
  },
};
