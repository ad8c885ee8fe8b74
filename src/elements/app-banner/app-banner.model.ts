/**
 * Smart-app banner rules: the visitor's platform from the user agent, which store link it gets,
 * and the banner's attribute values. Pure: no DOM, no React, no I/O.
 */
import { attr, AttributeError } from '../../platform/runtime/attributes';

export type Platform = 'ios' | 'android' | 'huawei' | 'desktop' | 'other';

/** What the browser tells about itself; `userAgentData` is Chromium's, absent elsewhere. */
export interface PlatformFacts {
  userAgent: string;
  /** `navigator.userAgentData.platform`, e.g. `Android`, `Windows`, `macOS`. */
  uaPlatform?: string;
  /** `navigator.userAgentData.mobile`. */
  uaMobile?: boolean;
  /** `navigator.maxTouchPoints`: an iPad reports a Mac user agent, but a touch screen. */
  maxTouchPoints?: number;
}

/** Huawei devices without Google services: AppGallery is their store. */
const HUAWEI = /HMSCore|HuaweiBrowser|HarmonyOS|\bHUAWEI\b/i;
const DESKTOP_PLATFORMS = ['windows', 'macos', 'linux', 'chrome os', 'chromium os'];

export function detectPlatform({ userAgent, uaPlatform, uaMobile, maxTouchPoints = 0 }: PlatformFacts): Platform {
  if (HUAWEI.test(userAgent)) return 'huawei';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  // iPadOS 13+ asks for desktop sites with a Mac user agent; only the touch screen gives it away.
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  const platform = uaPlatform?.trim().toLowerCase();
  if (platform === 'android' || /Android/.test(userAgent)) return 'android';
  if (platform && DESKTOP_PLATFORMS.includes(platform) && !uaMobile) return 'desktop';
  if (/Windows NT|Macintosh|X11|CrOS/.test(userAgent)) return 'desktop';
  return 'other';
}

export interface StoreLinks {
  appleStore: string;
  googlePlay: string;
  appgallery: string;
}

/** The store link for `platform`, or '' for none. A Huawei device without an AppGallery link gets Google Play. */
export function storeLink(platform: Platform, links: StoreLinks): string {
  if (platform === 'ios') return links.appleStore;
  if (platform === 'android') return links.googlePlay;
  if (platform === 'huawei') return links.appgallery || links.googlePlay;
  return '';
}

export const STORE_NAMES: Readonly<Record<Platform, string>> = {
  ios: 'App Store',
  android: 'Google Play',
  huawei: 'AppGallery',
  desktop: '',
  other: '',
};

/** The store's name for the link shown: a Huawei device sent to Google Play is told so. */
export function storeName(platform: Platform, links: StoreLinks): string {
  if (platform === 'huawei' && !links.appgallery) return STORE_NAMES.android;
  return STORE_NAMES[platform];
}

/** Store links are https: anything else (a typo, `javascript:`) is refused. */
export const storeUrlAttribute = attr.string('', (value) => {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new AttributeError(`expected an https store URL, got "${value}"`);
  }
  if (url.protocol !== 'https:') throw new AttributeError(`expected an https store URL, got "${value}"`);
  return url.href;
});

/** How long a closed banner stays closed: 1 to 3650 days, 30 by default. */
export const daysAttribute = attr.number(30, (value) => {
  const days = Number(value.trim());
  if (!Number.isFinite(days) || days < 1 || days > 3650) {
    throw new AttributeError(`expected a number of days from 1 to 3650, got "${value}"`);
  }
  return days;
});

/** A store rating: 0 to 5 (0 shows none). */
export const ratingAttribute = attr.number(0, (value) => {
  const rating = Number(value.trim());
  if (!Number.isFinite(rating) || rating < 0 || rating > 5) {
    throw new AttributeError(`expected a rating from 0 to 5, got "${value}"`);
  }
  return rating;
});

/** Five stars, each full, half or empty, for a rating rounded to the nearest half. */
export function stars(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(rating * 2);
  return [0, 1, 2, 3, 4].map((index) =>
    halves >= index * 2 + 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty',
  );
}
