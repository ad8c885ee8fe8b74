import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the pointer is over `box` and whether focus is inside it, slotted content included
 * (native listeners: React does not see events from slotted light-DOM nodes).
 */
export function useAttention(box: RefObject<HTMLElement>): { hovered: boolean; focused: boolean } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const element = box.current!;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      // Still inside when focus moves between our controls or the slides' content.
      const inside =
        next !== null && (element.contains(next) || (element.getRootNode() as ShadowRoot).host.contains(next));
      if (!inside) setFocused(false);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [box]);
  return { hovered, focused };
}
