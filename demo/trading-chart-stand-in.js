/**
 * Stand-in for TradingView's tv.js (the demo has no network): `new TradingView.widget(options)`
 * draws a made-up price line for `options.symbol` into the element `options.container_id`.
 * Built node by node: the demo pages run under Trusted Types too (scripts/check-csp.mjs).
 */
window.TradingView = {
  widget: function widget(options) {
    const container = document.getElementById(options.container_id);
    if (!container) return;
    const points = Array.from({ length: 60 }, (_, x) => 50 + 30 * Math.sin(x / 6) + 10 * Math.sin(x * 1.7));
    const figure = document.createElement('figure');
    figure.style.cssText = 'margin:0;height:100%;display:flex;flex-direction:column';
    const caption = document.createElement('figcaption');
    caption.style.cssText = 'font:600 14px sans-serif;padding:8px';
    caption.textContent = `${options.symbol} · ${options.interval} · ${options.locale} (stand-in chart)`;
    // A classic script, which a page may load twice: nothing declared outside this function.
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    const path = document.createElementNS(svg.namespaceURI, 'path');
    const attributes = (element, values) =>
      Object.entries(values).forEach(([name, value]) => element.setAttribute(name, value));
    attributes(svg, {
      viewBox: '0 0 590 100',
      preserveAspectRatio: 'none',
      style: 'flex:1;width:100%',
      role: 'img',
      'aria-label': `${options.symbol} price chart`,
    });
    attributes(path, {
      d: points.map((y, x) => `${x === 0 ? 'M' : 'L'}${x * 10},${100 - y}`).join(' '),
      fill: 'none',
      stroke: '#0b5fff',
      'stroke-width': '1.5',
      'vector-effect': 'non-scaling-stroke',
    });
    svg.append(path);
    figure.append(caption, svg);
    container.replaceChildren(figure);
  },
};
