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
import { siteTip } from './elements/site-tip/site-tip.element';
import { articleShare } from './elements/article-share/article-share.element';
import { socialIcons } from './elements/social-icons/social-icons.element';
import { youtubeVideo } from './elements/youtube-video/youtube-video.element';
import { tabsContent } from './elements/tabs-content/tabs-content.element';
import { tabsScroll } from './elements/tabs-scroll/tabs-scroll.element';
import { homeTabs } from './elements/home-tabs/home-tabs.element';
import { hashBlocks } from './elements/hash-blocks/hash-blocks.element';
import { siteSwiper } from './elements/site-swiper/site-swiper.element';
import { marketButtons } from './elements/market-buttons/market-buttons.element';
import { siteButton } from './elements/site-button/site-button.element';
import { admiralButton } from './elements/admiral-button/admiral-button.element';
import { siteAnchor } from './elements/site-anchor/site-anchor.element';
import { documentLink } from './elements/document-link/document-link.element';
import { selectSwitcher } from './elements/select-switcher/select-switcher.element';
import { detailsWidget } from './elements/details-widget/details-widget.element';
import { responsiveWrapper } from './elements/responsive-wrapper/responsive-wrapper.element';

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
  siteTip,
  articleShare,
  socialIcons,
  youtubeVideo,
  tabsContent,
  tabsScroll,
  homeTabs,
  hashBlocks,
  siteSwiper,
  marketButtons,
  siteButton,
  admiralButton,
  siteAnchor,
  documentLink,
  selectSwitcher,
  detailsWidget,
  responsiveWrapper,
];
