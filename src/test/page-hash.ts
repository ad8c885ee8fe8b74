/**
 * The page's hash in tests of the elements that follow it (tabs, blocks, switchers): set before a
 * mount as a visitor's link sets it, and gone after each test, so no test starts on another's.
 */

/** Drops the hash from the address, without a history entry or an event. */
export const clearHash = () => history.replaceState(null, '', location.pathname + location.search);

/** Inside a `describe`: each of its tests starts without a hash and leaves none. */
export function withoutHash(): void {
  beforeEach(clearHash);
  afterEach(clearHash);
}

/**
 * Mounts with `mount` on a page whose address already has `hash`, as a visitor arriving by a link
 * (no hashchange event, no history entry).
 */
export function mountAt<T>(hash: string, mount: () => Promise<T>): Promise<T> {
  history.replaceState(null, '', hash);
  return mount();
}
