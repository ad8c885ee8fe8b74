import { attr } from '../../platform/runtime/attributes';

/** The attributes of a call-to-action button, given its element's variants (the first is the default). */
export const ctaButtonAttributes = <V extends string>(variants: readonly [V, ...V[]]) => ({
  href: attr.string(),
  variant: attr.oneOf(variants, variants[0]),
  size: attr.oneOf(['small', 'medium', 'large'], 'medium'),
  target: attr.string(),
  disabled: attr.boolean(),
  fullWidth: attr.boolean(),
});
