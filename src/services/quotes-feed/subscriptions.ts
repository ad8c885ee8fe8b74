/**
 * A feed's subscriptions and the union of their instruments (in order, without blanks and
 * repeats). Changing a list to the same list again does nothing; an unsubscribe changes no union
 * the feed acts on (the extra instruments are dropped at its next reconnect). Pure.
 */
export interface FeedSubscription {
  /** Replaces this subscription's instruments (a tab switch). The same list again does nothing. */
  update(instruments: readonly string[]): void;
  unsubscribe(): void;
}

/** The list without blanks and repeats, in the order given. */
export const cleanList = (instruments: readonly string[]) => [
  ...new Set(instruments.map((instrument) => instrument.trim()).filter(Boolean)),
];

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

export interface SubscriptionsEvents {
  /** A subscription came (told before `changed`). */
  came(): void;
  /** A subscription came or changed its list. */
  changed(): void;
  /** The last subscription left. */
  last(): void;
  /** Any subscription left. */
  left?(): void;
}

export function createSubscriptions(events: SubscriptionsEvents) {
  const subscriptions = new Set<{ instruments: string[] }>();
  return {
    wanted: () => cleanList([...subscriptions].flatMap((subscription) => subscription.instruments)),
    get size() {
      return subscriptions.size;
    },
    subscribe(instruments: readonly string[]): FeedSubscription {
      const subscription = { instruments: cleanList(instruments) };
      subscriptions.add(subscription);
      events.came();
      events.changed();
      let subscribed = true;
      return {
        update(next) {
          const list = cleanList(next);
          if (!subscribed || sameList(list, subscription.instruments)) return;
          subscription.instruments = list;
          events.changed();
        },
        unsubscribe() {
          if (!subscribed) return;
          subscribed = false;
          subscriptions.delete(subscription);
          events.left?.();
          if (subscriptions.size === 0) events.last();
        },
      };
    },
  };
}
