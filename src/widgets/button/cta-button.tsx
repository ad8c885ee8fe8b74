/**
 * The call-to-action both `site-button` and `admiral-button` draw: a link when it has a safe
 * `href`, else a plain button (type="button": it submits nothing). An unsafe `href` gives one
 * console error and a disabled button, so a broken template never runs script on a click.
 */
import { useEffect, useLayoutEffect } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { isSafeHref } from './safe-href';

export interface CtaButtonProps extends HostProps {
  /** The element's tag, for console messages. */
  tag: string;
  href: string;
  target: string;
  disabled: boolean;
  /** The look: the element's variant and size classes. */
  className: string;
}

export function CtaButton({ tag, href, target, disabled, className, host }: CtaButtonProps) {
  const unsafe = href !== '' && !isSafeHref(href);

  useEffect(() => {
    if (unsafe) {
      console.error(
        `<${tag}>: attribute "href" "${href}" is not a safe link (http(s), relative, #, mailto: or tel:); showing a disabled button.`,
      );
    }
  }, [tag, href, unsafe]);

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
  if (href && !unsafe) {
    if (disabled) {
      // A link cannot be disabled: without href it leaves the tab order, and says so.
      return (
        <a part="button" className={className} role="link" aria-disabled="true">
          {content}
        </a>
      );
    }
    return (
      <a
        part="button"
        className={className}
        href={href}
        target={target || undefined}
        rel={target && target !== '_self' ? 'noopener' : undefined}
      >
        {content}
      </a>
    );
  }
  return (
    <button part="button" className={className} type="button" disabled={disabled || unsafe}>
      {content}
    </button>
  );
}
