/** A Web Lock stand-in for one tab: the lock is granted at once when `grant`, else queued until the request is withdrawn. */
export function fakeLocks(grant: boolean) {
  const lock = { requests: 0, held: false };
  const request = (_name: string, options: LockOptions, callback: (lock: null) => Promise<void>) => {
    lock.requests++;
    if (!grant) {
      return new Promise((_, reject) =>
        options.signal?.addEventListener('abort', () => reject(new DOMException('Withdrawn', 'AbortError'))),
      );
    }
    lock.held = true;
    return callback(null).then(() => void (lock.held = false));
  };
  return { lock, locks: { request: request as unknown as LockManager['request'] } };
}
