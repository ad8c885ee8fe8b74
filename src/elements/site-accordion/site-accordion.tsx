import { useEffect, useRef } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { reducedMotion } from '../../platform/dom/reduced-motion';
import { AccordionController } from './site-accordion.controller';
import type { SiteAccordionProps } from './site-accordion.attributes';

/** docs/RULES.md §9: accordion slide. */
export const SLIDE_MS = 200;

export function SiteAccordion({ multiple, host }: SiteAccordionProps & HostProps) {
  const slot = useRef<HTMLSlotElement>(null);
  useEffect(() => {
    const accordion = new AccordionController(host, {
      multiple,
      slideMs: SLIDE_MS,
      reducedMotion,
      onToggle: (index, expanded) => emit(host, 'accordion-toggle', { index, expanded }),
    });
    accordion.connect();
    // Items a page adds later get their `expanded` flag too. (React 18 has no onSlotChange.)
    const onSlotChange = () => accordion.refresh();
    const element = slot.current!;
    element.addEventListener('slotchange', onSlotChange);
    return () => {
      element.removeEventListener('slotchange', onSlotChange);
      accordion.disconnect();
    };
  }, [host, multiple]);
  return (
    <div part="base">
      <slot ref={slot} />
    </div>
  );
}
