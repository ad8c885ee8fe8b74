/**
 * The trading chart's widget options from its container's data attributes (docs/RULES.md §9: symbol AAPL,
 * interval D by default). The chart script (TradingView's `tv.js`, or the demo's stand-in)
 * defines `TradingView.widget(options)`, which draws into the element `container_id`. Pure.
 */

export interface ChartOptions {
  container_id: string;
  symbol: string;
  interval: string;
  /** The language part of the page locale (`en-GB` → `en`). */
  locale: string;
  autosize: true;
}

export function chartOptions(
  dataset: Readonly<Record<string, string | undefined>>,
  containerId: string,
  pageLocale: string,
): ChartOptions {
  return {
    container_id: containerId,
    symbol: dataset.symbol?.trim() || 'AAPL',
    interval: dataset.interval?.trim() || 'D',
    locale: pageLocale.split(/[-_]/)[0]!.toLowerCase(),
    autosize: true,
  };
}
