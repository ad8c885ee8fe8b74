/** Delegated clicks: which element of a click's composed path (shadow roots included) matters. */

/** A plain primary click that the page has not already handled: a modified one opens a new tab. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The innermost element of the click's path matching `selector`. */
export function closestInPath(event: Event, selector: string): Element | undefined {
  return event.composedPath().find((node): node is Element => node instanceof Element && node.matches(selector));
}
