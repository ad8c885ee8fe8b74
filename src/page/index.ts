/**
 * The page behaviours the entry script runs once per page (SPEC 2, 4, 6, 9): tracking cookies,
 * the session display, smooth scrolling to hashes, anchors and notes, scroll detection, lazy
 * images and lazy trading charts. Elements parsed after this runs are not picked up by the
 * `detect`, lazy image and chart behaviours.
 */
import type { PageConfig } from '../platform/dom/page-config';
import { applyCampaignCookie, applyReferralCookies, renewVisitCookie } from '../services/cookies';
import { handleAnchorLinks } from './anchor-links';
import { detectInView } from './detect-in-view';
import { scrollToHashOnLoad } from './hash-scroll';
import { lazyLoadImages } from './lazy-images';
import { startSessionDisplay } from './session-display';
import { handleSuperscriptNotes } from './superscript-notes';

export function startPageBehaviours(config: PageConfig): void {
  applyReferralCookies();
  applyCampaignCookie();
  renewVisitCookie();
  startSessionDisplay(config.ssoHost);
  scrollToHashOnLoad();
  handleAnchorLinks();
  handleSuperscriptNotes();
  detectInView();
  lazyLoadImages();
  // The chart code is its own chunk: only pages with a chart download it.
  if (document.querySelector('[data-trading-chart]')) {
    import('./trading-charts').then(
      ({ lazyLoadTradingCharts }) => lazyLoadTradingCharts(config.locale),
      (error: unknown) => console.error('Loading chunk trading-charts failed', error),
    );
  }
}
