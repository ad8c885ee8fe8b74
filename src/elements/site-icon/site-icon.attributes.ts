import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const siteIconAttributes = {
  name: attr.string(),
  /** Accessible name; without it the icon is decorative. */
  label: attr.string(),
};

export type SiteIconProps = PropsOf<typeof siteIconAttributes>;
