import { useWords } from '../../platform/hooks/use-words';
import { detailsWidgetWords } from './details-widget.words';
import { useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { reducedMotion } from '../../platform/dom/reduced-motion';
import css from './details-widget.css';
import type { DetailsWidgetProps } from './details-widget.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** The same slide as the accordion (--_duration-slide in tokens.css). */
const SLIDE_MS = 200;

/** A button that shows and hides the details; the host's `open` attribute holds the state. */
export function DetailsWidget({ open, showLabel, hideLabel, host }: DetailsWidgetProps & HostProps) {
  const t = useWords(host, detailsWidgetWords);
  const panel = useRef<HTMLDivElement>(null);
  // The panel stays in the page while it slides shut, then becomes hidden.
  const [shown, setShown] = useState(open);
  const first = useRef(true);

  useLayoutEffect(() => {
    host.dataset.state = open ? 'open' : 'closed';
  }, [host, open]);

  useLayoutEffect(() => {
    const element = panel.current!;
    if (first.current) {
      first.current = false;
      return;
    }
    if (open) setShown(true);
    if (reducedMotion()) {
      if (!open) setShown(false);
      return;
    }
    element.hidden = false;
    const full = `${element.scrollHeight}px`;
    const animation = element.animate(
      { height: open ? ['0px', full] : [full, '0px'], overflow: ['hidden', 'hidden'] },
      { duration: SLIDE_MS, easing: 'ease-out' },
    );
    animation.onfinish = () => {
      if (!open) setShown(false);
    };
    return () => animation.cancel();
  }, [open]);

  const toggle = () => {
    const next = !open;
    // Reflected: the page can read the state, and the new props come back through the attribute.
    host.toggleAttribute('open', next);
    emit(host, 'details-toggle', { open: next });
  };

  return (
    <>
      <slot name="summary" />
      <button part="button" type="button" aria-expanded={open} aria-controls="details" onClick={toggle}>
        <svg part="icon" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">
          <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
        </svg>
        {open ? hideLabel || t('hide') : showLabel || t('show')}
      </button>
      <div part="panel" id="details" ref={panel} hidden={!(open || shown)}>
        <slot />
      </div>
    </>
  );
}
