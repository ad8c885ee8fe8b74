/**
 * Gates: an answer a test holds, instead of one that comes late by the clock. A request that meets
 * a gate (the fault `hold` with a `gate` name, the bare backend's `gate` answers, or
 * /__backend/held/:gate) waits there; the test waits until it has arrived, checks what the page
 * shows meanwhile (a loading state, a busy button, a client's timeout on a clock the test moves),
 * then opens the gate and the request goes on as usual. A gate nobody opens lets its requests go
 * after MAX_HOLD_MS, so a failed test leaves none hanging.
 */
const MAX_HOLD_MS = 30_000;
const MAX_GATES = 500;

export function createGates() {
  /** name → { arrived: count, waiting: Set of release functions, open: boolean } */
  const gates = new Map();

  function gate(name) {
    let found = gates.get(name);
    if (!found) {
      if (gates.size >= MAX_GATES) gates.delete(gates.keys().next().value);
      gates.set(name, (found = { arrived: 0, waiting: new Set(), open: false }));
    }
    return found;
  }

  /** How many requests reached the gate, how many of them still wait there, and whether it is open. */
  function state(name) {
    const { arrived, waiting, open } = gate(name);
    return { arrived, waiting: waiting.size, open };
  }

  /** Lets the waiting requests, and every later one, through. */
  function open(name) {
    const found = gate(name);
    found.open = true;
    for (const release of [...found.waiting]) release();
    return state(name);
  }

  /** Resolves when the gate `name` opens (at once when it is open). */
  function pass(name) {
    const found = gate(name);
    found.arrived++;
    if (found.open) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        found.waiting.delete(release);
        resolve();
      };
      const timer = setTimeout(release, MAX_HOLD_MS);
      found.waiting.add(release);
    });
  }

  /** Opens every gate: the server is closing. */
  const openAll = () => [...gates.keys()].forEach(open);

  return { pass, state, open, openAll };
}
