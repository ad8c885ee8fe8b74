import type { PropsOf } from '../../platform/runtime/attributes';
import { ctaButtonAttributes } from '../../widgets/button/cta-button.attributes';

export const siteButtonAttributes = ctaButtonAttributes(['primary', 'secondary', 'outline']);

export type SiteButtonProps = PropsOf<typeof siteButtonAttributes>;
