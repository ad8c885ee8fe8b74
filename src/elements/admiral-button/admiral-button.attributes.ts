import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const admiralButtonAttributes = {
  href: attr.string(),
  variant: attr.oneOf(['primary', 'dark', 'outline'], 'primary'),
  size: attr.oneOf(['small', 'medium', 'large'], 'medium'),
  target: attr.string(),
  disabled: attr.boolean(),
  fullWidth: attr.boolean(),
};

export type AdmiralButtonProps = PropsOf<typeof admiralButtonAttributes>;
