/**
 * A scope of its own on the demo backend's content routes (demo/backend/content), so a test's
 * faults and request log touch no other test's, with the fault switch of one route.
 */
import { backendGate, type Gate } from './gates';
import { backendUrl } from './harness';
import { uniqueName } from './seeded-random';

/** A fresh scope named after `owner`, switching faults on `route` (e.g. '/api/instruments'). */
export async function contentScope(owner: string, route: string) {
  const backend = await backendUrl();
  const name = uniqueName(owner);
  const base = `${backend}/__scope/${name}`;
  /** Makes the route answer `mode` ('empty', 'fail', 'ok', ...) from now on. */
  const fault = async (mode: string, answer?: object, gate?: string) => {
    await fetch(`${backend}/__content/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: route, scope: name, mode, answer, gate }),
    });
  };
  return {
    name,
    /** The scope's root: what an element's `api` attribute takes. */
    base,
    /** The route in the scope: what an element's `src` attribute takes. */
    src: `${base}${route}`,
    fault,
    /** Holds the route's answers at a new gate (src/test/gates.ts) until the test opens it. */
    hold: async (): Promise<Gate> => {
      const gate = await backendGate();
      await fault('hold', undefined, gate.name);
      return gate;
    },
  };
}
