import { useSyncExternalStore } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { useScrolledPast } from '../../platform/hooks/use-scrolled-past';
import { getSession, subscribeSession } from '../../services/sso';
import { callToActionVisible } from './button-on-scroll.model';
import css from './button-on-scroll.css';
import type { ButtonOnScrollProps } from './button-on-scroll.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';
import { usePageBar } from '../../platform/hooks/use-page-bar';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** Same rhythm as the scroll-to-top button: a scroll handler at most every 60 ms. */
const SCROLL_THROTTLE_MS = 60;

/** A sign-up link pinned to the bottom of small screens once the visitor scrolls past `threshold`. */
export function ButtonOnScroll({ href, threshold }: ButtonOnScrollProps & HostProps) {
  const scrolledPast = useScrolledPast(threshold, SCROLL_THROTTLE_MS);
  const session = useSyncExternalStore(subscribeSession, getSession);
  const bar = usePageBar<HTMLAnchorElement>('button-on-scroll');
  if (!href) return null;
  return (
    <SafeLink
      ref={bar}
      part="button"
      href={href}
      source='<button-on-scroll> "href"'
      hidden={!callToActionVisible(scrolledPast, session)}
    >
      <slot />
    </SafeLink>
  );
}
