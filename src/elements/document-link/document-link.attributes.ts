import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const documentLinkAttributes = {
  href: attr.string(),
  type: attr.oneOf(['pdf', 'html', 'auto'], 'auto'),
  size: attr.string(),
};

export type DocumentLinkProps = PropsOf<typeof documentLinkAttributes>;
