import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const introVideoAttributes = { introSrc: attr.string(), loopSrc: attr.string(), poster: attr.string() };

export type IntroVideoProps = PropsOf<typeof introVideoAttributes>;
