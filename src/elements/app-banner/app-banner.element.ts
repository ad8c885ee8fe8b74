import type { ElementDefinition } from '../../platform/runtime/define-element';
import { AppBanner, styles } from './app-banner';
import { appBannerAttributes, type AppBannerProps } from './app-banner.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Shows phones and tablets the store of their
 * platform, detected from the user agent (and `navigator.userAgentData` where the browser has
 * it): iOS/iPadOS → `apple-store`, Android → `google-play`, Huawei (HMS) → `appgallery`, else
 * Google Play. Never shown on a desktop user agent or a desktop-like screen (at least 992 px wide
 * without a coarse, touch pointer), nor when the platform's link is missing. It is fixed to the bottom of the
 * viewport, over the page, so nothing shifts when it appears or closes; the library's bars stack at the bottom without covering one another (app-banner nearest the edge, then button-on-scroll, then scroll-to-top), and a focused control is scrolled clear of them (docs/ACCESSIBILITY.md, 2.4.11). Closing it sets cookie
 * `app_banner_closed` for `days` days. Store links must be https; another value logs one error
 * and that store is left out. Test seam: `platform` overrides the detection.
 * @summary A dismissible smart-app banner with the store link for the visitor's phone.
 * @attr apple-store - the App Store link (https).
 * @attr google-play - the Google Play link (https).
 * @attr appgallery - the Huawei AppGallery link (https).
 * @attr name - the app's name (default "Our trading app").
 * @attr description - a short line under the name, e.g. "Free · Trade on the go".
 * @attr icon - the app icon's URL (shown 48 × 48; decorative, the name says it).
 * @attr rating - the store rating, 0 to 5 (0: none shown).
 * @attr days - how long a closed banner stays closed, 1 to 3650 days (default 30).
 * @attr platform - auto (default), ios, android, huawei or desktop: overrides the user agent, for tests and previews.
 * @attr label - the banner region's accessible name (default "Get our app").
 * @attr button-label - the store link's text (default "Get the app").
 * @attr close-label - the close button's accessible name (default "Close").
 * @csspart base - the fixed banner.
 * @csspart close - the close button.
 * @csspart icon - the app icon.
 * @csspart text - the name, description and rating.
 * @csspart name - the app's name.
 * @csspart description - the short line.
 * @csspart rating - the stars and the rating.
 * @csspart stars - the five stars.
 * @csspart store - the store link.
 * @cssproperty --site-app-banner-z-index - the banner's stacking order (default 900).
 */
export const appBanner: ElementDefinition<AppBannerProps> = {
  tag: 'app-banner',
  attributes: appBannerAttributes,
  view: AppBanner,
  styles,
};
