/**
 * Trading charts load lazily (SPEC 2): nothing is fetched until a `[data-trading-chart]`
 * container comes within 300 px of the viewport; then its `data-script-src` script loads (once
 * per page) and draws the chart. Reserve the container's height in the page's CSS.
 *
 *   <div data-trading-chart data-script-src="https://s3.tradingview.com/tv.js"
 *        data-symbol="TSLA" data-interval="60"></div>
 */
import { loadScript } from '../platform/dom/load-script';
import { chartOptions, type ChartOptions } from './chart-options';

declare global {
  interface Window {
    TradingView?: { widget: new (options: ChartOptions) => unknown };
  }
}

let containerIds = 0;

export function lazyLoadTradingCharts(locale: string, root: ParentNode = document): () => void {
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
  for (const container of root.querySelectorAll('[data-trading-chart]')) observer.observe(container);
  return () => observer.disconnect();
}

async function drawChart(container: HTMLElement, locale: string) {
  const src = container.dataset.scriptSrc?.trim();
  if (!src) {
    console.error('[data-trading-chart]: attribute "data-script-src" is missing; no chart.');
    return;
  }
  try {
    await loadScript(src);
    if (!window.TradingView) throw new Error(`${src} did not define TradingView.widget`);
    container.id ||= `trading-chart-${++containerIds}`;
    new window.TradingView.widget(chartOptions(container.dataset, container.id, locale));
    container.dataset.state = 'loaded';
  } catch (error) {
    console.error(`[data-trading-chart]: ${(error as Error).message}; no chart.`);
    container.dataset.state = 'failed';
  }
}
