import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { daysAttribute, ratingAttribute, storeUrlAttribute, type Platform } from './app-banner.model';

export const appBannerAttributes = {
  appleStore: storeUrlAttribute,
  googlePlay: storeUrlAttribute,
  appgallery: storeUrlAttribute,
  name: attr.string(),
  description: attr.string(),
  icon: attr.string(),
  rating: ratingAttribute,
  days: daysAttribute,
  platform: attr.oneOf<'auto' | Platform>(['auto', 'ios', 'android', 'huawei', 'desktop'], 'auto'),
  label: attr.string(),
  buttonLabel: attr.string(),
  closeLabel: attr.string(),
};

export type AppBannerProps = PropsOf<typeof appBannerAttributes>;
