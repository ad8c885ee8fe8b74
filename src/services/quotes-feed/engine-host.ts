/**
 * Starts a tab's feed engine (feed-engine.ts) in a dedicated worker, or in the page where no
 * worker can start (a Content Security Policy that refuses it), and carries the commands and
 * events between it and the page (engine-protocol.ts). Commands sent while a worker starts wait
 * for its `started`; a worker that fails before it (an `error` event) is replaced by the engine in
 * the page, which gets the same commands, after one console error; so are the engines this page
 * starts later. A stopped engine's last words are not heard.
 */
import { trustedFeedWorkerUrl } from '../../platform/dom/trusted-types';
import type { EngineCommand, EngineEvent } from './engine-protocol';
import { createFeedEngine, type EngineEnv } from './feed-engine';

export interface EngineHost {
  send(command: EngineCommand): void;
  /** Sends `stop` and hears the engine no more (a worker ends itself once it has left the tabs). */
  stop(): void;
}

export interface EngineHostOptions {
  /** Where the engine runs: 'page' for tests that hand it their own channels, locks, socket or clock. */
  runIn: 'worker' | 'page';
  /** The page engine's (a worker opens its own). */
  env: EngineEnv;
  onEvent(event: EngineEvent): void;
}

/** A worker could not start on this page: its engines run in the page. */
let workerRefused = false;

export function startEngine(options: EngineHostOptions): EngineHost {
  return options.runIn === 'page' || workerRefused ? pageEngine(options) : workerEngine(options);
}

/** The engine in the page: never within the caller's code, as with a worker (a microtask later). */
function pageEngine({ env, onEvent }: EngineHostOptions): EngineHost {
  let stopped = false;
  const handle = createFeedEngine(env, (event) => queueMicrotask(() => !stopped && onEvent(event)));
  return {
    send: (command) => queueMicrotask(() => !stopped && handle(command)),
    // At once: the page may be entering the back/forward cache, and its socket must close.
    stop() {
      handle({ kind: 'stop' });
      stopped = true;
    },
  };
}

/** No worker could start: one console error, and from now on the engine runs in the page. */
function inThePage(options: EngineHostOptions): EngineHost {
  console.error(
    'Quotes feed: its worker could not start (does the page allow it? docs/EMBEDDING.md); the feed runs on the page instead.',
  );
  workerRefused = true;
  return pageEngine(options);
}

function workerEngine(options: EngineHostOptions): EngineHost {
  let worker: Worker;
  try {
    // The library's own script, code and not data: through the Trusted Types policy as built in.
    worker = new Worker(trustedFeedWorkerUrl());
  } catch {
    return inThePage(options); // no Worker at all, or a browser that refuses at once
  }
  let waiting: EngineCommand[] | null = [];
  let stand: EngineHost | null = null;
  let stopped = false;
  worker.onmessage = ({ data: event }: MessageEvent<EngineEvent>) => {
    if (stopped) return;
    if (event.kind !== 'started') return options.onEvent(event);
    waiting?.forEach((command) => worker.postMessage(command));
    waiting = null;
  };
  worker.onerror = (event) => {
    if (!waiting) return; // a running worker's own errors are in the console already
    event.preventDefault();
    worker.terminate();
    stand = inThePage(options);
    waiting.forEach((command) => stand!.send(command));
    waiting = null;
  };
  const host: EngineHost = {
    send(command) {
      if (stand) stand.send(command);
      else if (waiting) waiting.push(command);
      else worker.postMessage(command);
    },
    stop() {
      if (stopped) return;
      if (stand) stand.stop();
      else if (waiting)
        worker.terminate(); // not started: nothing to leave
      else host.send({ kind: 'stop' });
      stopped = true;
    },
  };
  return host;
}
