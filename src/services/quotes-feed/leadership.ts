/**
 * A leader tab's term: the socket's feed (socket-feed.ts) for the union of every tab's
 * instruments, one subscription for this tab's and one per other tab, so a tab comes and goes as
 * a widget does. The socket opens once for the union (every subscription made in one task).
 * `end` closes the socket at once: the tab may be entering the back/forward cache.
 */
import type { FeedStatus } from '../../contract/events';
import type { PageHandlers } from './page-lifecycle';
import { createSocketFeed, type SocketFeedOptions } from './socket-feed';
import type { FeedSubscription } from './subscriptions';

export interface Leadership {
  /** This tab's own instruments. */
  own(instruments: readonly string[]): void;
  /** The other tabs' instruments, as the roster has them. */
  others(tabs: ReadonlyMap<string, readonly string[]>): void;
  status(): FeedStatus;
  recheck(): void;
  /** pagehide and pageshow, for a tab that keeps its term in the back/forward cache (a solo tab). */
  hide(): void;
  show(): void;
  end(): void;
}

export interface LeadershipOptions extends Omit<SocketFeedOptions, 'watchPage'> {
  /** The socket feed's status changed. */
  statusChanged(status: FeedStatus): void;
}

export function startLeadership(options: LeadershipOptions): Leadership {
  let page: PageHandlers | null = null;
  const feed = createSocketFeed({
    ...options,
    // The tab's grace period is the page's: the socket closes as the tab leaves.
    timings: { ...options.timings, idleCloseAfterMs: 0 },
    // The tab's page events reach the socket feed through the engine (recheck, end).
    watchPage: (handlers) => {
      page = handlers;
      return () => void (page = null);
    },
  });
  const stopStatus = feed.subscribeStatus(() => options.statusChanged(feed.getStatus()));
  const mine = feed.subscribe([]);
  const tabs = new Map<string, FeedSubscription>();
  return {
    own: (instruments) => mine.update(instruments),
    others(heard) {
      for (const [tab, subscription] of tabs) {
        if (heard.has(tab)) continue;
        subscription.unsubscribe();
        tabs.delete(tab);
      }
      for (const [tab, instruments] of heard) {
        const subscription = tabs.get(tab);
        if (subscription) subscription.update(instruments);
        else tabs.set(tab, feed.subscribe(instruments));
      }
    },
    status: () => feed.getStatus(),
    recheck: () => page?.recheck(),
    hide: () => page?.hide(),
    show: () => page?.show(),
    end() {
      stopStatus();
      mine.unsubscribe();
      tabs.forEach((subscription) => subscription.unsubscribe());
      page?.hide(); // with no subscription left: the socket and every timer, now
    },
  };
}
