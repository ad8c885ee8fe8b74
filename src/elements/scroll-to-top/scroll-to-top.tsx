import { useWords } from '../../platform/hooks/use-words';
import { scrollToTopWords } from './scroll-to-top.words';
import type { HostProps } from '../../platform/runtime/define-element';
import { findScrollTarget, scrollToTarget } from '../../platform/dom/scroll';
import { useScrolledPast } from '../../platform/hooks/use-scrolled-past';
import { usePageBar } from '../../platform/hooks/use-page-bar';
import css from './scroll-to-top.css';
import type { ScrollToTopProps } from './scroll-to-top.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** docs/RULES.md §9: the button appears past 600 px; the scroll handler runs at most every 60 ms. */
const SCROLL_THRESHOLD_PX = 600;
const SCROLL_THROTTLE_MS = 60;

/** A floating button, shown once the page is scrolled past 600 px, that scrolls back up in 500 ms. */
export function ScrollToTop({ host, target, label: labelGiven }: ScrollToTopProps & HostProps) {
  const t = useWords(host, scrollToTopWords);
  const label = labelGiven || t('label');
  const visible = useScrolledPast(SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS);
  const bar = usePageBar<HTMLButtonElement>('scroll-to-top');
  const scroll = () => {
    // A missing target still takes the visitor to the top: that is what the button promises.
    const element = target ? findScrollTarget(target, '<scroll-to-top>') : null;
    void scrollToTarget(element ?? 0, { durationMs: 500 });
  };
  return (
    <button ref={bar} type="button" part="button" aria-label={label} hidden={!visible} onClick={scroll}>
      <site-icon name="arrow_upward_24" />
    </button>
  );
}
