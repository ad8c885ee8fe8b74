/**
 * The library's one Trusted Types policy, `site-elements` (docs/SECURITY.md). On a page that
 * enforces Trusted Types (`require-trusted-types-for 'script'`, the name allowed by
 * `trusted-types site-elements`) our script sinks take its values: a script's address and the
 * feed worker's (the address rule of ./script-address.ts, or the caller's own built-in address),
 * and an icon's text for its parse (the parse runs nothing; the sanitiser then filters the nodes).
 *
 * Created the first time a sink needs it. Without Trusted Types the sinks get plain strings, and
 * so they do where the page refuses the name, after one console error. The policy stays in this
 * module: kept on a global for another copy of the library, it would hand any script on the page
 * trusted values. A second copy of the library starts nothing (src/index.ts), so it never asks for
 * one; a copy that did would meet the page's refusal of a second policy of the name, as above.
 */
import { pageScriptProblem } from './script-address';

export const TRUSTED_TYPES_POLICY = 'site-elements';

/** The policy's rules; its values are typed as strings, which the DOM's types ask for and every sink takes. */
interface Rules {
  createScriptURL(src: string, builtIn?: string): string;
  createHTML(text: string): string;
}

const rules: Rules = {
  createScriptURL(src, builtIn) {
    const problem = pageScriptProblem(src, builtIn);
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

/** `src` for a script's `src` or a worker: passes the script-address rule, or is `builtIn`, or throws. */
export const trustedScriptUrl = (src: string, builtIn?: string): string => sitePolicy().createScriptURL(src, builtIn);

/** `text` for DOMParser alone, whose result the icon sanitiser filters before anything is drawn. */
export const trustedIconHtml = (text: string): string => sitePolicy().createHTML(text);
