import type { HostProps } from '../../platform/runtime/define-element';
import { findScrollTarget, scrollToTarget } from '../../platform/dom/scroll';
import controls from '../../styles/controls.css';
import css from './scroll-button.css';
import type { ScrollButtonProps } from './scroll-button.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [controls, css];

/** A button that scrolls the page to `target` over 500 ms; a missing target is a console warning only. */
export function ScrollButton({ target, offset }: ScrollButtonProps & HostProps) {
  const scroll = () => {
    const element = findScrollTarget(target, '<scroll-button>');
    if (element) void scrollToTarget(element, { durationMs: 500, offset });
  };
  return (
    <button type="button" part="button" className="accent-button" onClick={scroll}>
      <slot />
    </button>
  );
}
