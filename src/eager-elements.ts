/** Elements defined as soon as the script loads. */
import type { ElementDefinition } from './platform/runtime/define-element';
import { siteIcon } from './elements/site-icon/site-icon.element';
import { admiralAccordion, siteAccordion } from './elements/site-accordion/site-accordion.element';
import { tabsWithSlots } from './elements/tabs-with-slots/tabs-with-slots.element';
import { navBar } from './elements/nav-bar/nav-bar.element';
import { languageSwitcher } from './elements/language-switcher/language-switcher.element';
import { siteSearch } from './elements/site-search/site-search.element';
import { introVideo } from './elements/intro-video/intro-video.element';
import { reviewsWidget } from './elements/reviews-widget/reviews-widget.element';
import { riskWarning } from './elements/risk-warning/risk-warning.element';
import { regulatorSwitcher } from './elements/regulator-switcher/regulator-switcher.element';
import { contentVisibility } from './elements/content-visibility/content-visibility.element';
import { scrollButton } from './elements/scroll-button/scroll-button.element';
import { scrollToTop } from './elements/scroll-to-top/scroll-to-top.element';
import { buttonOnScroll } from './elements/button-on-scroll/button-on-scroll.element';
import { quotesWidget } from './elements/quotes-widget/quotes-widget.element';
import { cryptoWidget } from './elements/crypto-widget/crypto-widget.element';
import { tradeCharts } from './elements/trade-charts/trade-charts.element';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each element has its own props
export const eagerElements: readonly ElementDefinition<any>[] = [
  siteIcon,
  siteAccordion,
  admiralAccordion,
  tabsWithSlots,
  navBar,
  languageSwitcher,
  siteSearch,
  introVideo,
  reviewsWidget,
  riskWarning,
  regulatorSwitcher,
  contentVisibility,
  scrollButton,
  scrollToTop,
  buttonOnScroll,
  quotesWidget,
  cryptoWidget,
  tradeCharts,
];
