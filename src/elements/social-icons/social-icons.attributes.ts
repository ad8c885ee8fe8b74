import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const socialIconsAttributes = {
  facebook: attr.string(),
  linkedin: attr.string(),
  twitter: attr.string(),
  youtube: attr.string(),
  telegram: attr.string(),
  instagram: attr.string(),
  label: attr.string(),
};

export type SocialIconsProps = PropsOf<typeof socialIconsAttributes>;
