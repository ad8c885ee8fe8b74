import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const marketButtonsAttributes = {
  appleStore: attr.string(),
  googlePlay: attr.string(),
  appgallery: attr.string(),
};

export type MarketButtonsProps = PropsOf<typeof marketButtonsAttributes>;
