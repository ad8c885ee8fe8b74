/** Which of a host's children a tab's `target` names (docs/RULES.md §3 tab item). Pure. */

/** What the rules read of a child element. */
export interface PanelCandidate {
  slot: string;
  id: string;
}

const bare = (target: string) => target.replace(/^#/, '');

/** The child a target names: the one with that slot name, else the one with that id (`#` optional). */
export function panelFor<Child extends PanelCandidate>(children: readonly Child[], target: string): Child | undefined {
  return children.find((child) => child.slot === target) ?? children.find((child) => child.id === bare(target));
}

/**
 * The panels named by their id alone, each with the slot name that shows it: a tab's view shows
 * the panel of `target` through `<slot name={target}>`, which only a child with that slot fills.
 */
export function panelsToSlot<Child extends PanelCandidate>(
  children: readonly Child[],
  targets: readonly string[],
): [Child, string][] {
  return targets.flatMap((target) => {
    const panel = panelFor(children, target);
    return panel && !panel.slot ? [[panel, target] as [Child, string]] : [];
  });
}
