/**
 * A modal <dialog> with its open state in React. `show(opener)` opens it modally (the browser
 * moves focus inside and makes the page inert); however it closes (Escape, `hide()`, its
 * backdrop) the state follows the dialog's own `close` event, `onClose` runs, and focus returns
 * to the opener. The dialog element must always be rendered.
 */
import { useCallback, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { emit } from '../runtime/events';

export function useModalDialog(host: HTMLElement, onClose?: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const [open, setOpen] = useState(false);

  const show = useCallback(
    (from: HTMLElement) => {
      if (dialog.current!.open) return;
      opener.current = from;
      dialog.current!.showModal();
      setOpen(true);
      emit(host, 'popup-open');
    },
    [host],
  );
  const hide = useCallback(() => dialog.current?.close(), []);

  const dialogProps = {
    ref: dialog,
    onClose() {
      if (dialog.current?.open) return; // opened again before this close event arrived
      setOpen(false);
      onClose?.();
      opener.current?.focus();
      emit(host, 'popup-close');
    },
    // A click on the dialog box itself lands on its backdrop: the content fills the box. It
    // must also start there: selecting text and letting go over the backdrop is no close.
    onPointerDown(event: PointerEvent) {
      pressedOnBackdrop.current = event.target === dialog.current;
    },
    onClick(event: MouseEvent) {
      const onBackdrop = event.target === dialog.current && pressedOnBackdrop.current;
      pressedOnBackdrop.current = false;
      if (onBackdrop) hide();
    },
  };
  return { open, show, hide, dialogProps };
}
