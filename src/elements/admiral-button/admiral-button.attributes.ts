import type { PropsOf } from '../../platform/runtime/attributes';
import { ctaButtonAttributes } from '../../widgets/button/cta-button.attributes';

export const admiralButtonAttributes = ctaButtonAttributes(['primary', 'dark', 'outline']);

export type AdmiralButtonProps = PropsOf<typeof admiralButtonAttributes>;
