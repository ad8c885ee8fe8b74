/**
 * Elements matching a selector, in the page now and in content a site inserts later (pjax,
 * infinite lists): one MutationObserver on the document, shared by every behaviour that asks,
 * and disconnected when none is left. Shadow roots are not looked into: elements own theirs.
 */
interface Visitor {
  selector: string;
  visit: (element: Element) => void;
}

const visitors = new Set<Visitor>();
let observer: MutationObserver | null = null;

function visitAdded(records: MutationRecord[]) {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      for (const { selector, visit } of [...visitors]) {
        if (node.matches(selector)) visit(node);
        for (const element of node.querySelectorAll(selector)) visit(element);
      }
    }
  }
}

/**
 * Calls `visit` for each element matching `selector` in the document now, then for each one
 * inserted later. An element moved in the DOM may be visited again. Returns the stop.
 */
export function eachElement(selector: string, visit: (element: Element) => void): () => void {
  const visitor = { selector, visit };
  visitors.add(visitor);
  if (!observer) {
    observer = new MutationObserver(visitAdded);
    observer.observe(document, { childList: true, subtree: true });
  }
  for (const element of document.querySelectorAll(selector)) visit(element);
  return () => {
    visitors.delete(visitor);
    if (visitors.size > 0 || !observer) return;
    observer.disconnect();
    observer = null;
  };
}
