/**
 * The library's one Trusted Types policy, `site-elements` (docs/SECURITY.md). On a page that
 * enforces Trusted Types (`require-trusted-types-for 'script'`, the name allowed by
 * `trusted-types site-elements`) our script sinks take its values: a script's address (the
 * address rule of ./script-address.ts, or one of the library's built-in scripts below), the feed
 * worker's (its file, or the Blob this module makes to import it), and an icon's text for its
 * parse (the parse runs nothing; the sanitiser then filters the nodes).
 *
 * Created the first time a sink needs it. Without Trusted Types the sinks get plain strings, and
 * so they do where the page refuses the name, after one console error. The policy stays in this
 * module: kept on a global for another copy of the library, it would hand any script on the page
 * trusted values. A second copy of the library starts nothing (src/index.ts), so it never asks for
 * one; a copy that did would meet the page's refusal of a second policy of the name, as above.
 */
import feedWorkerFile from 'virtual:feed-worker';
import { GEETEST_SCRIPT_URL } from './built-in-scripts';
import { pageScriptProblem } from './script-address';

const TRUSTED_TYPES_POLICY = 'site-elements';

/** The policy's rules; its values are typed as strings, which the DOM's types ask for and every sink takes. */
interface Rules {
  createScriptURL(src: string, builtIn?: string): string;
  createHTML(text: string): string;
}

/**
 * The library's own scripts, code and not data: the only addresses a caller may pass as its
 * built-in, which then load without the page's rule. Any other "built-in" gets the rule.
 */
const BUILT_IN_SCRIPTS: readonly string[] = [GEETEST_SCRIPT_URL, feedWorkerFile];

/** `builtIn` when it is one of the library's built-in scripts, else undefined: what the address rule may skip for. */
export const libraryBuiltIn = (builtIn?: string): string | undefined =>
  BUILT_IN_SCRIPTS.find((script) => script === builtIn);

/** The Blob that imports the feed worker's file, once this module has made it. */
let feedWorkerBlob: string | undefined;

const rules: Rules = {
  createScriptURL(src, builtIn) {
    if (src === feedWorkerBlob) return src;
    const problem = pageScriptProblem(src, libraryBuiltIn(builtIn));
    if (problem) throw new TypeError(`not loading the script "${src}": ${problem}`);
    return src;
  },
  createHTML: (text) => text,
};

type Page = typeof globalThis & { trustedTypes?: { createPolicy?(name: string, rules: Rules): Rules } };

let policy: Rules | undefined;

const sitePolicy = (): Rules => (policy ??= create(globalThis as Page));

function create({ trustedTypes }: Page): Rules {
  // Typed by its method: where Trusted Types are missing, an element with that id may stand in the name.
  if (typeof trustedTypes?.createPolicy !== 'function') return rules;
  try {
    return trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, rules);
  } catch {
    console.error(
      `The page’s Content-Security-Policy refuses the Trusted Types policy "${TRUSTED_TYPES_POLICY}": name it in trusted-types, and load the library once.`,
    );
    return rules;
  }
}

/** `src` for a script's `src`: passes the script-address rule, or is `builtIn` and one of the library's, or throws. */
export const trustedScriptUrl = (src: string, builtIn?: string): string => sitePolicy().createScriptURL(src, builtIn);

/**
 * The feed worker's script: its own file when it is on the page's origin, as a worker's script
 * must be (a page's `script-src 'self'` allows it). For a library from another origin (a CDN), a
 * Blob that imports the file (the page allows `worker-src blob:`); such a worker runs under the
 * page's policy, so under Trusted Types it imports through a policy of the same name in its own
 * global.
 */
export function trustedFeedWorkerUrl(): string {
  if (new URL(feedWorkerFile).origin === location.origin) return trustedScriptUrl(feedWorkerFile, feedWorkerFile);
  if (!feedWorkerBlob) {
    const file = JSON.stringify(feedWorkerFile);
    const workerPolicy = `trustedTypes.createPolicy(${JSON.stringify(TRUSTED_TYPES_POLICY)}, { createScriptURL: (url) => url })`;
    const bootstrap = `importScripts(self.trustedTypes ? ${workerPolicy}.createScriptURL(${file}) : ${file});`;
    feedWorkerBlob = URL.createObjectURL(new Blob([bootstrap], { type: 'text/javascript' }));
  }
  return trustedScriptUrl(feedWorkerBlob);
}

/** `text` for DOMParser alone, whose result the icon sanitiser filters before anything is drawn. */
export const trustedIconHtml = (text: string): string => sitePolicy().createHTML(text);
