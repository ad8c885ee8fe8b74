import { useEffect } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { systemClock } from '../../platform/dom/clock';
import { loadScript, ScriptRefused } from '../../platform/dom/load-script';
import { pageLoaded } from '../../platform/dom/page-state';
import { REVIEWS_CONTAINER_SELECTOR, reviewsDelay } from './reviews-widget.model';
import type { ReviewsWidgetProps } from './reviews-widget.attributes';

/** Loads the reviews script late, so it never competes with the page; the slotted fallback stays until it renders. */
export function ReviewsWidget({ src, host }: ReviewsWidgetProps & HostProps) {
  useEffect(() => {
    if (!src) return;
    host.dataset.state = 'waiting';
    let timer: unknown;
    const start = () => {
      const delay = reviewsDelay(host.closest(REVIEWS_CONTAINER_SELECTOR));
      timer = systemClock.setTimeout(() => {
        loadScript(src, '<reviews-widget> src').then(
          () => (host.dataset.state = 'loaded'),
          (error: Error) => {
            if (!(error instanceof ScriptRefused))
              console.error(`<reviews-widget>: ${error.message}; the fallback content stays.`);
            host.dataset.state = 'failed';
          },
        );
      }, delay);
    };
    if (pageLoaded()) start();
    else addEventListener('load', start, { once: true });
    return () => {
      removeEventListener('load', start);
      systemClock.clearTimeout(timer);
    };
  }, [src, host]);
  return <slot />;
}
