/**
 * The one modal dialog of the library, as a React hook: every popup, panel and drawer opens
 * through it (site-popup, nav-bar's drawer, language-switcher, site-search, site-tip, cert-popup,
 * form-popup, blurred-modal). Render `<dialog {...dialogProps}>` always (closed when not shown).
 * What the dialog does (focus trap and return, Escape, backdrop, scroll lock, the 150 ms / 75 ms
 * fades) is src/platform/dom/modal-dialog.ts, a chunk fetched when the first dialog mounts, so
 * the entry does not carry it. The host announces `popup-open` when it opens and `popup-close`
 * once it has closed; `open` follows the dialog's own close, and `onClose` runs then.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { emit } from '../runtime/events';

export { DIALOG_CLOSE_MS, DIALOG_OPEN_MS } from '../dom/dialog-timings';

type DialogModule = typeof import('../dom/modal-dialog');
let dialogModule: Promise<DialogModule> | undefined;
let loadedModule: DialogModule | undefined;

/** Runs `run` with the dialog behaviour: at once once it has loaded, else when it arrives. */
function withDialog(run: (module: DialogModule) => void): void {
  if (loadedModule) return run(loadedModule);
  dialogModule ??= import('../dom/modal-dialog').then(
    (module) => (loadedModule = module),
    (error: unknown) => {
      dialogModule = undefined; // the next dialog tries again
      console.error('Loading chunk modal-dialog failed', error);
      throw error;
    },
  );
  dialogModule.then(run, () => undefined);
}

export interface ModalDialog {
  /** True from `show()` until the dialog has closed (through its closing fade). */
  open: boolean;
  /** Opens the dialog; focus returns to `opener` (default: what has focus now) when it closes. */
  show(opener?: HTMLElement | null): void;
  /** Closes the dialog after its closing fade; nothing when it is closed or closing already. */
  hide(): void;
  /** Spread on the `<dialog>`; other props (onKeyDown...) may follow, the behaviour listens natively. */
  dialogProps: { ref: RefObject<HTMLDialogElement> };
}

export function useModalDialog(
  host: HTMLElement,
  onClose?: () => void,
  { dismissible = true }: { dismissible?: boolean } = {},
): ModalDialog {
  const dialog = useRef<HTMLDialogElement>(null);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let detach: (() => void) | undefined;
    let mounted = true;
    withDialog(({ attachModalDialog }) => {
      if (!mounted || !dialog.current) return;
      detach = attachModalDialog(dialog.current, {
        dismissible,
        onOpened: () => emit(host, 'popup-open'),
        onClosed() {
          // At once, not in a later task: what the view shows (aria-expanded) follows the dialog.
          flushSync(() => {
            setOpen(false);
            latestOnClose.current?.();
          });
          emit(host, 'popup-close');
        },
      });
    });
    return () => {
      mounted = false;
      detach?.();
    };
  }, [host, dismissible]);

  const show = useCallback((from?: HTMLElement | null) => {
    withDialog(({ showModalDialog, deepActiveElement }) => {
      if (dialog.current && showModalDialog(dialog.current, from ?? deepActiveElement())) setOpen(true);
    });
  }, []);
  const hide = useCallback(() => {
    withDialog(({ hideModalDialog }) => dialog.current && hideModalDialog(dialog.current));
  }, []);

  return { open, show, hide, dialogProps: { ref: dialog } };
}
