import type { HostProps } from '../../platform/runtime/define-element';
import { CtaButton } from '../../widgets/button/cta-button';
import ctaCss from '../../widgets/button/cta-button.css';
import css from './admiral-button.css';
import type { AdmiralButtonProps } from './admiral-button.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [ctaCss, css];

export function AdmiralButton(props: AdmiralButtonProps & HostProps) {
  return <CtaButton tag="admiral-button" {...props} />;
}
