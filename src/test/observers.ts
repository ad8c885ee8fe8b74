/** Counts the MutationObservers made while `run` runs. */
export function countObservers(run: () => void): number {
  const Original = window.MutationObserver;
  let made = 0;
  window.MutationObserver = class extends Original {
    constructor(callback: MutationCallback) {
      super(callback);
      made++;
    }
  };
  try {
    run();
  } finally {
    window.MutationObserver = Original;
  }
  return made;
}
