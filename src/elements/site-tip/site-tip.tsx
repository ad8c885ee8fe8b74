import { useWords } from '../../platform/hooks/use-words';
import { siteTipWords } from './site-tip.words';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useModalDialog } from '../../platform/hooks/use-modal-dialog';
import type { HostProps } from '../../platform/runtime/define-element';
import { breakpoints } from '../../styles/breakpoints';
import iconButton from '../../styles/icon-button.css';
import css from './site-tip.css';
import { HOVER_GRACE_MS, TIP_OFFSET_PX, VIEWPORT_PADDING_PX, placementFor } from './site-tip.model';
import { useMediaQuery } from '../../platform/hooks/use-media-query';
import { systemClock } from '../../platform/dom/clock';
import type { SiteTipProps } from './site-tip.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [iconButton, css];

/** Floating UI comes with the first tip that opens: its own chunk, fetched once for the page. */
let floatingUi: Promise<typeof import('@floating-ui/dom')> | undefined;
const loadFloatingUi = () => (floatingUi ??= import('@floating-ui/dom'));

/** docs/RULES.md §9: at the tip breakpoint or narrower, a click opens the tip as a dialog. */
const NARROW = `(max-width: ${breakpoints.tipDialogMax}px)`;

/** React 18 does not know `popover`; a manual popover puts the tip in the top layer, over any clipping box. */
const MANUAL_POPOVER = { popover: 'manual' } as object;

export function SiteTip({ corner, label: labelGiven, closeLabel: closeLabelGiven, host }: SiteTipProps & HostProps) {
  const t = useWords(host, siteTipWords);
  const label = labelGiven || t('label');
  const closeLabel = closeLabelGiven || t('close');
  const narrow = useMediaQuery(NARROW);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = !narrow && !dismissed && (hovered || focused);
  const tipId = useId();
  const tip = useRef<HTMLDivElement>(null);
  const triggerBox = useRef<HTMLSpanElement>(null);
  const triggerSlot = useRef<HTMLSlotElement>(null);
  const defaultTrigger = useRef<HTMLButtonElement>(null);
  const [slottedTrigger, setSlottedTrigger] = useState<HTMLElement | null>(null);
  const dialog = useModalDialog(host);
  const narrowNow = useRef(narrow);
  narrowNow.current = narrow;

  // The trigger is the first element given in slot "trigger", else the default info button.
  useLayoutEffect(() => {
    const slot = triggerSlot.current!;
    const read = () => setSlottedTrigger((slot.assignedElements()[0] as HTMLElement | undefined) ?? null);
    read();
    slot.addEventListener('slotchange', read);
    return () => slot.removeEventListener('slotchange', read);
  }, []);

  useLayoutEffect(() => {
    host.dataset.state = dialog.open ? 'dialog' : open ? 'open' : 'closed';
  }, [host, open, dialog.open]);

  // A slotted trigger lives in the page, the tooltip in our shadow root: an id reference cannot
  // cross that line, so the trigger is described by the tip's own (light DOM) content.
  useEffect(() => {
    if (!slottedTrigger) return;
    return describeAndExpose(slottedTrigger, host);
  }, [slottedTrigger, host]);

  // Native listeners: React does not see events from slotted (light DOM) content.
  useEffect(() => {
    let grace: unknown;
    const onEnter = () => {
      systemClock.clearTimeout(grace);
      setHovered(true);
      setDismissed(false);
    };
    // The pointer crossing the gap to the tip leaves the host for a moment: hoverable (WCAG 1.4.13).
    const onLeave = () => {
      grace = systemClock.setTimeout(() => setHovered(false), HOVER_GRACE_MS);
    };
    const onFocusIn = () => {
      setFocused(true);
      setDismissed(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!next || !(next === host || host.contains(next))) setFocused(false);
    };
    host.addEventListener('pointerenter', onEnter);
    host.addEventListener('pointerleave', onLeave);
    host.addEventListener('focusin', onFocusIn);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      systemClock.clearTimeout(grace);
      host.removeEventListener('pointerenter', onEnter);
      host.removeEventListener('pointerleave', onLeave);
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [host]);

  // Narrow windows: a click on the trigger opens the dialog.
  const { show, hide } = dialog;
  useEffect(() => {
    const box = triggerBox.current!;
    const onClick = (event: MouseEvent) => {
      if (!narrowNow.current) return;
      event.preventDefault(); // a link as trigger opens the tip, not its page
      show(slottedTrigger ?? defaultTrigger.current);
    };
    box.addEventListener('click', onClick);
    return () => box.removeEventListener('click', onClick);
  }, [show, slottedTrigger]);

  // docs/RULES.md §2: a click on the dialog (its text, its button, its backdrop) closes it.
  useEffect(() => {
    const element = dialog.dialogProps.ref.current!;
    element.addEventListener('click', hide);
    return () => element.removeEventListener('click', hide);
  }, [dialog.dialogProps.ref, hide]);

  // Escape dismisses the tip wherever focus is, until the pointer or focus comes back.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // While open, the tip follows its trigger (scrolling, resizing) and stays inside the window.
  useEffect(() => {
    if (!open) return;
    const floating = tip.current!;
    const reference = slottedTrigger ?? defaultTrigger.current!;
    floating.showPopover();
    let cancelled = false;
    let stop: (() => void) | undefined;
    loadFloatingUi().then(
      ({ autoUpdate, computePosition, flip, offset, shift }) => {
        if (cancelled) return;
        const placement = placementFor(corner, getComputedStyle(host).direction === 'rtl');
        const middleware = [
          offset(TIP_OFFSET_PX),
          flip({ padding: VIEWPORT_PADDING_PX }),
          shift({ padding: VIEWPORT_PADDING_PX }),
        ];
        stop = autoUpdate(reference, floating, () => {
          void computePosition(reference, floating, { strategy: 'fixed', placement, middleware }).then((position) => {
            if (cancelled) return;
            floating.style.left = `${position.x}px`;
            floating.style.top = `${position.y}px`;
            floating.dataset.placement = position.placement;
            floating.dataset.positioned = '';
          });
        });
      },
      (error: Error) => console.error(`<site-tip>: its positioning code did not load (${error.message}).`),
    );
    return () => {
      cancelled = true;
      stop?.();
      floating.hidePopover();
      delete floating.dataset.positioned;
    };
  }, [open, corner, slottedTrigger, host]);

  return (
    <>
      <span ref={triggerBox} part="trigger" className="trigger">
        <slot name="trigger" ref={triggerSlot}>
          <button
            ref={defaultTrigger}
            type="button"
            part="button"
            className="icon-button info"
            aria-label={label}
            aria-describedby={narrow ? undefined : tipId}
            aria-haspopup={narrow ? 'dialog' : undefined}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z" />
            </svg>
          </button>
        </slot>
      </span>
      <div ref={tip} id={tipId} role="tooltip" part="tip" className="tip" {...MANUAL_POPOVER}>
        {!narrow && <slot />}
      </div>
      <dialog {...dialog.dialogProps} part="dialog" aria-label={label}>
        <div className="dialog-content">
          {narrow && <slot />}
          <button type="button" part="close" className="close">
            {closeLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}

/**
 * Gives a slotted trigger its description (the ids of the tip's elements; for bare text, the
 * text itself) and, when it is not focusable, keyboard access. Returns what undoes it.
 */
function describeAndExpose(trigger: HTMLElement, host: HTMLElement): () => void {
  const undo: (() => void)[] = [];
  const set = (name: 'aria-describedby' | 'aria-description' | 'tabindex' | 'role', value: string) => {
    if (trigger.hasAttribute(name)) return;
    // eslint-disable-next-line no-restricted-syntax -- one of the four names its type allows, none an address
    trigger.setAttribute(name, value);
    undo.push(() => trigger.removeAttribute(name));
  };
  const content = [...host.childNodes].filter(
    (node) => !(node instanceof Element && node.hasAttribute('slot')) && node.textContent!.trim() !== '',
  );
  if (content.length > 0 && content.every((node) => node instanceof Element)) {
    const ids = (content as Element[]).map((element) => {
      element.id ||= `site-tip-${(nextId += 1)}`;
      return element.id;
    });
    set('aria-describedby', ids.join(' '));
  } else if (content.length > 0) {
    set('aria-description', content.map((node) => node.textContent!.trim()).join(' '));
  }
  if (trigger.tabIndex < 0) {
    set('tabindex', '0');
    set('role', 'button');
    // A focusable stand-in for a button answers Enter and Space as one does.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      trigger.click();
    };
    trigger.addEventListener('keydown', onKeyDown);
    undo.push(() => trigger.removeEventListener('keydown', onKeyDown));
  }
  return () => undo.forEach((step) => step());
}

let nextId = 0;
