import type { HostProps } from '../../platform/runtime/define-element';
import { CtaButton } from '../../widgets/button/cta-button';
import ctaCss from '../../widgets/button/cta-button.css';
import css from './site-button.css';
import type { SiteButtonProps } from './site-button.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [ctaCss, css];

export function SiteButton({ href, variant, size, target, disabled, host }: SiteButtonProps & HostProps) {
  return (
    <CtaButton
      tag="site-button"
      host={host}
      href={href}
      target={target}
      disabled={disabled}
      className={`button ${variant} ${size}`}
    />
  );
}
