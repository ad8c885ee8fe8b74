import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const responsiveWrapperAttributes = { ratio: attr.string() };

export type ResponsiveWrapperProps = PropsOf<typeof responsiveWrapperAttributes>;
