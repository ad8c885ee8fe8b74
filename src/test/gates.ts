/**
 * Answers a test holds (demo/backend/gates.mjs), so no test waits for a late one: the backend
 * parks each request that meets the gate; the test waits until the request is there, checks what
 * the page shows meanwhile, then opens the gate and the request goes on as usual.
 */
import { waitUntil } from '@open-wc/testing';
import { backendUrl } from './harness';
import { uniqueName } from './seeded-random';

export interface Gate {
  /** Its name, for the fault or answer that holds requests there. */
  readonly name: string;
  /** Waits until `count` requests in all have reached the gate. */
  arrived(count?: number): Promise<void>;
  /** Lets the waiting requests, and every later one, through. */
  open(): Promise<void>;
}

/** A new gate of the server whose gate routes are under `routes` (`/__backend/gates`, `/__bare/gates`). */
export function gateAt(routes: string): Gate {
  const name = uniqueName('gate');
  const state = async () => (await (await fetch(`${routes}/${name}`)).json()) as { arrived: number };
  return {
    name,
    arrived: (count = 1) =>
      waitUntil(async () => (await state()).arrived >= count, `no request reached the gate ${name}`, {
        timeout: 5000,
      }),
    open: async () => {
      const response = await fetch(`${routes}/${name}/open`, { method: 'POST' });
      if (!response.ok) throw new Error(`the gate ${name} did not open`);
    },
  };
}

/** A new gate of the demo backend. */
export const backendGate = async (): Promise<Gate> => gateAt(`${await backendUrl()}/__backend/gates`);

/**
 * Runs `test` with a gate of the demo backend, then opens it whatever happened: a request the test
 * left there must not hang on after it.
 */
export async function withGate(test: (gate: Gate) => Promise<void>): Promise<void> {
  const gate = await backendGate();
  try {
    await test(gate);
  } finally {
    await gate.open();
  }
}
