import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const siteButtonAttributes = {
  href: attr.string(),
  variant: attr.oneOf(['primary', 'secondary', 'outline'], 'primary'),
  size: attr.oneOf(['small', 'medium', 'large'], 'medium'),
  target: attr.string(),
  disabled: attr.boolean(),
  fullWidth: attr.boolean(),
};

export type SiteButtonProps = PropsOf<typeof siteButtonAttributes>;
