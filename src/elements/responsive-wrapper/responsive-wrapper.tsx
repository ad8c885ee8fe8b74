import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { cssRatio, DEFAULT_RATIO, parseRatio } from './responsive-wrapper.model';
import css from './responsive-wrapper.css';
import type { ResponsiveWrapperProps } from './responsive-wrapper.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** A box of the given ratio at the full width; the slotted embed fills it. */
export function ResponsiveWrapper({ ratio, host }: ResponsiveWrapperProps & HostProps) {
  const given = ratio.trim() !== '';
  const parsed = useMemo(() => (given ? parseRatio(ratio) : DEFAULT_RATIO), [given, ratio]);
  // Without a ratio attribute, the page's --site-responsive-wrapper-ratio (else 16:9) holds on.
  const aspectRatio =
    given && parsed ? cssRatio(parsed) : `var(--site-responsive-wrapper-ratio, ${cssRatio(DEFAULT_RATIO)})`;
  useLayoutEffect(() => {
    // The document sheet's reserved box gives way to the frame's (responsive-wrapper.document.css).
    host.dataset.ratio = aspectRatio;
  }, [host, aspectRatio]);
  useEffect(() => {
    if (!parsed) {
      console.error(`<responsive-wrapper>: attribute "ratio" "${ratio}" is not a ratio like 16:9 or 4/3; using 16:9.`);
    }
  }, [parsed, ratio]);
  return (
    <div part="frame" style={{ aspectRatio }}>
      <slot />
    </div>
  );
}
