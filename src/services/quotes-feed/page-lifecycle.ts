/**
 * The thin DOM adapter between the page's lifecycle and a feed, kept apart so the feed's state
 * machine runs under a fake clock without a page:
 * - `visibilitychange`: background tabs throttle timers, so deadlines are re-checked;
 * - `pagehide`: close the socket (an open WebSocket keeps a page out of the back/forward cache);
 * - `pageshow`: resume after it.
 */
export interface PageHandlers {
  recheck(): void;
  hide(): void;
  show(): void;
}

/** Starts forwarding page events to `handlers`; returns the stop. */
export type PageWatcher = (handlers: PageHandlers) => () => void;

export const watchPageLifecycle: PageWatcher = ({ recheck, hide, show }) => {
  document.addEventListener('visibilitychange', recheck);
  addEventListener('pagehide', hide);
  addEventListener('pageshow', show);
  return () => {
    document.removeEventListener('visibilitychange', recheck);
    removeEventListener('pagehide', hide);
    removeEventListener('pageshow', show);
  };
};
