/**
 * The script of the pages beside it, each under a Content Security Policy of docs/EMBEDDING.md:
 * the library's three script sinks (a script's address, the feed worker, an icon's parse), as
 * `window.sinks`, and what the page reported (`securitypolicyviolation`, console errors).
 * `?trusted-types=none` takes Trusted Types away, as in a browser without them.
 * src/csp-sinks.test.ts opens the pages and drives them.
 */
import { loadScript } from '../../platform/dom/load-script';
import { trustedScriptUrl } from '../../platform/dom/trusted-types';
import { sanitizeSvg } from '../../services/icons/sanitize-svg';
import { startEngine } from '../../services/quotes-feed/engine-host';
import { fakeQuotesChannel } from '../../services/quotes-feed/testing/fake-quotes-channel';
import { fakeLocks } from '../../services/quotes-feed/testing/fake-locks';

export interface Sinks {
  /** Each violation as `directive: blocked URI (sample)`. */
  violations: string[];
  errors: string[];
  loadScript: typeof loadScript;
  /** What the policy gives for a script's address (and a caller's built-in), as text, or why it refused. */
  scriptUrl(src: string, builtIn?: string): string;
  /** How many elements the sanitised icon kept, or why it is not one. */
  iconElements(svg: string): number | string;
  /** Where the feed engine ran: `worker` once a worker said it started, `page` after the fallback's error. */
  feedEngine(): Promise<'worker' | 'page'>;
}

declare global {
  interface Window {
    sinks?: Sinks;
  }
}

// `?trusted-types=none`: a browser without Trusted Types.
if (new URLSearchParams(location.search).get('trusted-types') === 'none') {
  Object.defineProperty(window, 'trustedTypes', { value: undefined });
}

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) =>
  violations.push(`${event.violatedDirective}: ${event.blockedURI} (${event.sample})`),
);
const errors: string[] = [];
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  errors.push(args.map(String).join(' '));
  logError(...args);
};

function feedEngine(): Promise<'worker' | 'page'> {
  const NativeWorker = Worker;
  return new Promise((resolve) => {
    window.Worker = class extends NativeWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', (event: MessageEvent<{ kind: string }>) => {
          if (event.data.kind === 'started') resolve('worker');
        });
      }
    };
    const errorsBefore = errors.length;
    // The engine in the page (the fallback) follows on stand-ins; a worker opens its own.
    const host = startEngine({
      runIn: 'worker',
      env: { openChannel: () => fakeQuotesChannel() as never, locks: fakeLocks(false).locks },
      onEvent: () => undefined,
    });
    host.send({
      kind: 'start',
      url: `wss://csp-${Math.random()}.example/ws`,
      timings: {},
      tabTimings: {},
      solo: false,
    });
    const fellBack = () => errors.slice(errorsBefore).some((error) => error.includes('could not start'));
    const check = () => (fellBack() ? resolve('page') : setTimeout(check, 10));
    check();
  }).finally(() => (window.Worker = NativeWorker)) as Promise<'worker' | 'page'>;
}

window.sinks = {
  violations,
  errors,
  loadScript,
  scriptUrl(src, builtIn) {
    try {
      return String(trustedScriptUrl(src, builtIn));
    } catch (error) {
      return String(error);
    }
  },
  iconElements(svg) {
    const result = sanitizeSvg(svg);
    return result.svg ? result.svg.querySelectorAll('*').length : result.error;
  },
  feedEngine,
};
