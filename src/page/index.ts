/**
 * The page behaviours the entry script runs once per page (docs/RULES.md §2, 4, 6, 9): tracking cookies,
 * the session display, smooth scrolling to hashes, anchors and notes, scroll detection, lazy
 * images and lazy trading charts. Content inserted after start-up is covered too: clicks are
 * delegated from the document, and the rest share one MutationObserver (each-element.ts).
 */
import type { PageConfig } from '../platform/dom/page-config';
import { applyCampaignCookie, applyReferralCookies, renewVisitCookie } from '../services/cookies';
import { handleAnchorLinks } from './anchor-links';
import { detectInView } from './detect-in-view';
import { eachElement } from './each-element';
import { scrollToHashOnLoad } from './hash-scroll';
import { lazyLoadImages } from './lazy-images';
import { startSessionDisplay } from './session-display';
import { handleSuperscriptNotes } from './superscript-notes';

/** Starts the behaviours; returns their stop (for tests: a page keeps them). */
export function startPageBehaviours(config: PageConfig): () => void {
  applyReferralCookies();
  applyCampaignCookie();
  renewVisitCookie();
  const stops = [
    startSessionDisplay(config.ssoHost),
    scrollToHashOnLoad(),
    handleAnchorLinks(),
    handleSuperscriptNotes(),
    detectInView(),
    lazyLoadImages(),
    lazyTradingCharts(config.locale),
  ];
  return () => stops.forEach((stop) => stop());
}

/** The chart code is its own chunk: only a page that has or gets a chart downloads it. */
function lazyTradingCharts(locale: string): () => void {
  let stopCharts: (() => void) | null = null;
  let requested = false;
  let stopped = false;
  const stopWaiting = eachElement('[data-trading-chart]', () => {
    if (requested) return;
    requested = true;
    import('./trading-charts').then(
      ({ lazyLoadTradingCharts }) => {
        stopWaiting(); // the chart module watches for charts from here on
        if (!stopped) stopCharts = lazyLoadTradingCharts(locale);
      },
      (error: unknown) => {
        console.error('Loading chunk trading-charts failed', error);
        requested = false; // the next chart to appear tries again
      },
    );
  });
  return () => {
    stopped = true;
    stopWaiting();
    stopCharts?.();
  };
}
