/**
 * Third-party scripts (a search provider, a reviews widget): one <script> per URL per page,
 * however many elements ask for it. A failed load is forgotten, so a later call tries again.
 * Every address passes the script-address rule first (./script-address.ts): a refused one logs
 * one console error, once per page, and rejects with a ScriptRefused. The address reaches the
 * <script> through the Trusted Types policy (./trusted-types.ts), which checks it again.
 */
import { pageHead } from './page-globals';
import { pageScriptProblem } from './script-address';
import { libraryBuiltIn, trustedScriptUrl } from './trusted-types';

/** The address was refused; loadScript has said why in the console already. */
export class ScriptRefused extends Error {}

const scripts = new Map<string, Promise<void>>();

/**
 * `asker` names where the address came from, for the refusal message (`<reviews-widget> src`).
 * `builtIn` is the caller's own default address: code, not data, so it needs no configuration
 * when it is one of the library's built-in scripts (the Trusted Types policy's list).
 */
export function loadScript(src: string, asker: string, builtIn?: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    const problem = pageScriptProblem(src, libraryBuiltIn(builtIn));
    if (problem) {
      const message = `${asker}: not loading the script "${src}": ${problem}.`;
      console.error(message);
      loading = Promise.reject(new ScriptRefused(message));
    } else {
      loading = new Promise((resolve, reject) => {
        const script = document.createElement('script');
        // The library's one script address sink, through its Trusted Types policy (docs/SECURITY.md, rule 8).
        script.src = trustedScriptUrl(src, builtIn);
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          scripts.delete(src);
          script.remove();
          reject(new Error(`script ${src} failed to load`));
        };
        pageHead().append(script);
      });
    }
    scripts.set(src, loading);
  }
  return loading;
}
