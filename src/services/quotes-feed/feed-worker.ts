/**
 * The feed worker's script: the tab's feed engine (feed-engine.ts) in a dedicated worker, with the
 * worker's own Web Locks, BroadcastChannels, WebSocket and clock. The build bundles this file and
 * what it imports into one classic script beside the chunks, which a page on the library's origin
 * starts, and a page on another origin imports from a Blob (engine-host.ts), so it runs wherever
 * the library is served from.
 */
import type { EngineCommand, EngineEvent } from './engine-protocol';
import { createFeedEngine } from './feed-engine';

/** The part of DedicatedWorkerGlobalScope this script uses (the DOM's types describe a window). */
interface WorkerScope {
  postMessage(message: EngineEvent): void;
  onmessage: ((event: MessageEvent<EngineCommand>) => void) | null;
  navigator: { locks: Pick<LockManager, 'request'> };
  close(): void;
}

const scope = globalThis as unknown as WorkerScope;

// The engine's errors belong to the page: logged there, a site's error reporting and the tests hear them.
console.error = (...args: unknown[]) =>
  scope.postMessage({
    kind: 'log',
    args: args.map((arg) => (arg instanceof Error || typeof arg === 'string' ? arg : String(arg))),
  });

const handle = createFeedEngine(
  { openChannel: (name) => new BroadcastChannel(name), locks: scope.navigator.locks },
  (event) => scope.postMessage(event),
);
scope.onmessage = ({ data: command }) => {
  handle(command);
  // Having said goodbye, given up the lock and closed its socket and channels, the worker ends.
  if (command.kind === 'stop') scope.close();
};
scope.postMessage({ kind: 'started' });
