/**
 * A scope of its own on the demo backend's content routes (demo/backend/content), so a test's
 * faults and request log touch no other test's, with the fault switch of one route.
 */
import { backendUrl } from './harness';

let scopes = 0;

/** A fresh scope named after `owner`, switching faults on `route` (e.g. '/api/instruments'). */
export async function contentScope(owner: string, route: string) {
  const backend = await backendUrl();
  const name = `${owner}-${Date.now()}-${++scopes}`;
  const base = `${backend}/__scope/${name}`;
  return {
    name,
    /** The scope's root: what an element's `api` attribute takes. */
    base,
    /** The route in the scope: what an element's `src` attribute takes. */
    src: `${base}${route}`,
    /** Makes the route answer `mode` ('slow', 'empty', 'fail', 'ok', ...) from now on. */
    fault: async (mode: string, ms?: number, answer?: object) => {
      await fetch(`${backend}/__content/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: route, scope: name, mode, ms, answer }),
      });
    },
  };
}
