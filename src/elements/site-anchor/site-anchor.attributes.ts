import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const siteAnchorAttributes = { href: attr.string() };

export type SiteAnchorProps = PropsOf<typeof siteAnchorAttributes>;
