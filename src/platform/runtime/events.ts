/** Dispatches the events of the public contract (docs/CONTRACT.md), typed by SiteEventMap. */
import type { SiteEventMap } from '../../contract/events';

export function emit<K extends keyof SiteEventMap>(
  target: EventTarget,
  type: K,
  ...detail: SiteEventMap[K] extends undefined ? [] : [SiteEventMap[K]]
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, { bubbles: true, composed: true, cancelable: true, detail: detail[0] }),
  );
}
