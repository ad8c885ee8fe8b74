import { useEffect, useId, useRef } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { reducedMotion } from '../../styles/breakpoints';

export interface SitePopupProps {
  open: boolean;
  label: string;
  closeLabel: string;
}

/** Dialog animation (docs/RULES.md §9, the dialog library's timings). */
export const OPEN_MS = 150;
export const CLOSE_MS = 75;

type PopupHost = HTMLElement & { open: boolean };

/** Sets `open` as both attribute and property, so whichever the page used stays in step. */
function setOpen(host: PopupHost, open: boolean) {
  host.toggleAttribute('open', open);
  host.open = open;
}

export function SitePopup({ open, label, closeLabel, host }: SitePopupProps & HostProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const closing = useRef(false);
  const popup = host as PopupHost;

  // Triggers anywhere in the page: <button data-popup-open="{popup id}">.
  useEffect(() => {
    const onClick = (event: Event) => {
      if (!host.id) return;
      const trigger = event
        .composedPath()
        .find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.popupOpen === host.id);
      if (!trigger) return;
      event.preventDefault();
      returnFocus.current = trigger;
      setOpen(popup, true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [host, popup]);

  // The attribute drives the dialog; closing waits for its animation, and opening again while
  // it runs turns it back. The dialog's own `close` event (below) finishes every close.
  useEffect(() => {
    const element = dialog.current!;
    if (open && (!element.open || closing.current)) {
      closing.current = false;
      if (!element.open) {
        returnFocus.current ??= deepActiveElement();
        element.showModal();
        emit(host, 'popup-open');
      }
      void animate(element, 'opening');
    } else if (!open && element.open && !closing.current) {
      closing.current = true;
      void animate(element, 'closing').then((finished) => {
        if (finished && closing.current) element.close();
      });
    }
  }, [open, host]);

  // Native listeners: React does not see events from slotted (light DOM) content.
  useEffect(() => {
    const element = dialog.current!;
    const close = () => setOpen(popup, false);
    const onCancel = (event: Event) => {
      event.preventDefault(); // Escape: close with the animation rather than at once.
      close();
    };
    // However the dialog closed (our animation, or an Escape the browser would not let us delay).
    const onClose = () => {
      closing.current = false;
      setOpen(popup, false);
      returnFocus.current?.focus();
      returnFocus.current = null;
      emit(host, 'popup-close');
    };
    // The backdrop closes on a click that also started there, not on a text selection dragged out.
    let pressedOnBackdrop = false;
    const onPointerDown = (event: Event) => {
      pressedOnBackdrop = event.target === element;
    };
    const onClick = (event: Event) => {
      const closer = event
        .composedPath()
        .some((node) => node instanceof Element && node.hasAttribute('data-popup-close'));
      // A click on the dialog box itself lands on its backdrop: the content fills the box.
      const onBackdrop = event.target === element && pressedOnBackdrop;
      pressedOnBackdrop = false;
      if (closer || onBackdrop) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') trapFocus(event, element, host);
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClose);
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClose);
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [host, popup]);

  return (
    <dialog ref={dialog} part="dialog" aria-labelledby={label ? undefined : titleId} aria-label={label || undefined}>
      <div part="content" className="content">
        <header part="header">
          <div id={titleId} className="title">
            <slot name="title" />
          </div>
          <button type="button" part="close" className="icon-button" aria-label={closeLabel} data-popup-close="">
            <site-icon name="close_24" />
          </button>
        </header>
        <slot />
      </div>
    </dialog>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab wrap between the first focusable (the close button, first in the header)
 * and the last visible one (in the slotted content): a modal dialog would otherwise let focus leave
 * for the browser's own controls.
 */
function trapFocus(event: KeyboardEvent, dialog: HTMLDialogElement, host: HTMLElement) {
  const closeButton = dialog.querySelector<HTMLElement>('[part="close"]')!;
  const slotted = [...host.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (node) => node.slot !== 'title' && node.checkVisibility(),
  );
  const first = closeButton;
  const last = slotted.at(-1) ?? closeButton;
  const active = deepActiveElement();
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  }
}

function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Resolves true when the animation ran to its end, false when a newer one replaced it. */
function animate(dialog: HTMLDialogElement, phase: 'opening' | 'closing'): Promise<boolean> {
  for (const running of dialog.getAnimations()) running.cancel();
  if (reducedMotion()) return Promise.resolve(true);
  const opening = phase === 'opening';
  const frames = [
    { opacity: 0, transform: 'scale(0.96)' },
    { opacity: 1, transform: 'scale(1)' },
  ];
  return dialog
    .animate(opening ? frames : frames.reverse(), {
      duration: opening ? OPEN_MS : CLOSE_MS,
      easing: opening ? 'ease-out' : 'ease-in',
    })
    .finished.then(
      () => true,
      () => false,
    );
}
