/**
 * The script-address tests of every attribute that names a script (src/platform/dom/script-address.ts):
 * the page configuration they run under and the addresses each must refuse.
 */
import { backendUrl } from './harness';

/** A foreign origin the tests list in `data-script-origins`, to show that it still needs https. */
export const CONFIGURED_ORIGIN = 'https://scripts.partner.example';

/**
 * Lists the demo backend (another origin than the test page, but a loopback one, so http will do)
 * and CONFIGURED_ORIGIN in `data-script-origins`. Call it before anything reads the page
 * configuration, which is read once per page: in a root `before` hook.
 */
export async function allowBackendScripts(): Promise<void> {
  document.body.dataset.scriptOrigins = `${new URL(await backendUrl()).origin}, ${CONFIGURED_ORIGIN}`;
}

export interface RefusedScript {
  what: string;
  src: string;
  /** What the one console error must name: the origin to configure, or the scheme or rule at fault. */
  names: string;
}

/** Addresses no attribute may load, unique to `name` (loadScript reports an address once per page). */
export function refusedScripts(name: string): RefusedScript[] {
  const body = `window.ranScripts = [...(window.ranScripts ?? []), '${name}'];`;
  return [
    { what: 'an origin not configured', src: `https://evil.example/${name}.js`, names: 'add https://evil.example' },
    { what: 'a data: URL', src: `data:text/javascript,${encodeURIComponent(body)}`, names: 'data:' },
    {
      what: 'a blob: URL',
      src: URL.createObjectURL(new Blob([body], { type: 'text/javascript' })),
      names: 'blob:',
    },
    { what: 'http to a configured origin', src: `http://scripts.partner.example/${name}.js`, names: 'only over https' },
  ];
}

/** Whether a <script> with this very address is in the document (a refused one never gets there). */
export const scriptInDocument = (src: string): boolean =>
  [...document.scripts].some((script) => script.getAttribute('src') === src);

/** Whether the script with this name ran (refused scripts' bodies record their name when run). */
export const scriptRan = (name: string): boolean =>
  ((window as { ranScripts?: string[] }).ranScripts ?? []).includes(name);
