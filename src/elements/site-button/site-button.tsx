import type { HostProps } from '../../platform/runtime/define-element';
import { CtaButton } from '../../widgets/button/cta-button';
import ctaCss from '../../widgets/button/cta-button.css';
import css from './site-button.css';
import type { SiteButtonProps } from './site-button.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [ctaCss, css];

export function SiteButton(props: SiteButtonProps & HostProps) {
  return <CtaButton tag="site-button" {...props} />;
}
