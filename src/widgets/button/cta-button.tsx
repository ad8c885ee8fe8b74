/**
 * The call-to-action both `site-button` and `admiral-button` draw: a link when it has a safe
 * `href`, else a plain button (type="button": it submits nothing). An unsafe `href` gives one
 * console error and a disabled button, so a broken template never runs script on a click.
 */
import { useLayoutEffect } from 'react';
import { safeLink } from '../../platform/dom/safe-url';
import { SafeLink } from '../../platform/hooks/safe-link';
import type { HostProps } from '../../platform/runtime/define-element';

export interface CtaButtonProps extends HostProps {
  /** The element's tag, for console messages. */
  tag: string;
  href: string;
  target: string;
  disabled: boolean;
  /** The look: the element's variant and size, drawn as classes. */
  variant: string;
  size: string;
}

export function CtaButton({ tag, href, target, disabled, variant, size, host }: CtaButtonProps) {
  const className = `button ${variant} ${size}`;
  const source = `<${tag}> "href"`;
  const link = safeLink(href, source);
  const unsafe = href.trim() !== '' && link === null;

  // Before the view arrives the document sheet gives the slotted label the button's box
  // (<tag>.document.css); this marker ends that, in the same frame as the first paint.
  useLayoutEffect(() => host.setAttribute('data-view', ''), [host]);

  const content = (
    <>
      <slot name="icon" />
      <span className="label">
        <slot />
      </span>
    </>
  );
  if (link) {
    if (disabled) {
      // A link cannot be disabled: without href it leaves the tab order, and says so.
      return (
        <a part="button" className={className} role="link" aria-disabled="true">
          {content}
        </a>
      );
    }
    return (
      <SafeLink part="button" className={className} href={link} source={source} target={target || undefined}>
        {content}
      </SafeLink>
    );
  }
  return (
    <button part="button" className={className} type="button" disabled={disabled || unsafe}>
      {content}
    </button>
  );
}
