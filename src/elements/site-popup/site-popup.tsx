import { useEffect, useId, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import type { HostProps } from '../../platform/define-element';
import { emit } from '../../platform/events';
import { reducedMotion } from '../../styles/breakpoints';

export interface SitePopupProps {
  open: boolean;
  label: string;
  closeLabel: string;
}

/** Dialog animation (SPEC 9, the dialog library's timings). */
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

  useEffect(() => {
    const element = dialog.current!;
    if (open && !element.open) {
      if (!returnFocus.current) returnFocus.current = deepActiveElement();
      element.showModal();
      animate(element, 'opening');
      emit(host, 'popup-open');
    } else if (!open && element.open) {
      void animate(element, 'closing').then(() => {
        element.close();
        returnFocus.current?.focus();
        returnFocus.current = null;
        emit(host, 'popup-close');
      });
    }
  }, [open, host]);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault(); // Escape: close with the animation rather than at once.
    setOpen(popup, false);
  };
  const onDialogClick = (event: MouseEvent) => {
    const closer = event.nativeEvent
      .composedPath()
      .some((node) => node instanceof Element && node.hasAttribute('data-popup-close'));
    // A click on the dialog box itself lands on its backdrop: the content fills the box.
    if (closer || event.target === dialog.current) setOpen(popup, false);
  };

  return (
    <dialog
      ref={dialog}
      part="dialog"
      aria-labelledby={label ? undefined : titleId}
      aria-label={label || undefined}
      onCancel={onCancel}
      onClick={onDialogClick}
    >
      <div part="content" className="content">
        <header part="header">
          <div id={titleId} className="title">
            <slot name="title" />
          </div>
          <button type="button" part="close" aria-label={closeLabel} data-popup-close="">
            <site-icon name="close_24" />
          </button>
        </header>
        <slot />
      </div>
    </dialog>
  );
}

function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function animate(dialog: HTMLDialogElement, phase: 'opening' | 'closing'): Promise<unknown> {
  if (reducedMotion()) return Promise.resolve();
  const opening = phase === 'opening';
  const frames = [
    { opacity: 0, transform: 'scale(0.96)' },
    { opacity: 1, transform: 'scale(1)' },
  ];
  return dialog.animate(opening ? frames : frames.reverse(), {
    duration: opening ? OPEN_MS : CLOSE_MS,
    easing: opening ? 'ease-out' : 'ease-in',
  }).finished;
}
