/**
 * Trading charts load lazily (docs/RULES.md §2): nothing is fetched until a `[data-trading-chart]`
 * container comes within 300 px of the viewport; then its `data-script-src` script loads (once
 * per page) and draws the chart; containers inserted later too. Reserve the container's height
 * in the page's CSS. The script's origin must be the page's own or listed in `data-script-origins`
 * on `<body>` (src/platform/dom/script-address.ts):
 *
 *   <body data-script-origins="https://s3.tradingview.com">
 *   <div data-trading-chart data-script-src="https://s3.tradingview.com/tv.js"
 *        data-symbol="TSLA" data-interval="60"></div>
 */
import { loadScript, ScriptRefused } from '../platform/dom/load-script';
import { chartOptions, type ChartOptions } from './chart-options';
import { eachElement } from './each-element';

declare global {
  interface Window {
    TradingView?: { widget: new (options: ChartOptions) => unknown };
  }
}

/** A chart container; `data-state` (loaded or failed) marks one already handled. */
const CHART_SELECTOR = '[data-trading-chart]:not([data-state])';

let containerIds = 0;

export function lazyLoadTradingCharts(locale: string): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void drawChart(entry.target as HTMLElement, locale);
      }
    },
    { rootMargin: '300px 0px' },
  );
  const stop = eachElement(CHART_SELECTOR, (container) => observer.observe(container));
  return () => {
    stop();
    observer.disconnect();
  };
}

async function drawChart(container: HTMLElement, locale: string) {
  const src = container.dataset.scriptSrc?.trim();
  if (!src) {
    console.error('[data-trading-chart]: attribute "data-script-src" is missing; no chart.');
    container.dataset.state = 'failed';
    return;
  }
  try {
    await loadScript(src, '[data-trading-chart] data-script-src');
    if (!window.TradingView) throw new Error(`${src} did not define TradingView.widget`);
    container.id ||= `trading-chart-${++containerIds}`;
    new window.TradingView.widget(chartOptions(container.dataset, container.id, locale));
    container.dataset.state = 'loaded';
  } catch (error) {
    if (!(error instanceof ScriptRefused))
      console.error(`[data-trading-chart]: ${(error as Error).message}; no chart.`);
    container.dataset.state = 'failed';
  }
}
