import { useWords } from '../../platform/hooks/use-words';
import { sitePopupWords } from './site-popup.words';
import { useEffect, useId, useRef } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { useModalDialog } from '../../platform/hooks/use-modal-dialog';
import type { SitePopupProps } from './site-popup.attributes';
import iconButton from '../../styles/icon-button.css';
import css from './site-popup.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [iconButton, css];

type PopupHost = HTMLElement & { open: boolean };

/** Sets `open` as both attribute and property, so whichever the page used stays in step. */
function setOpen(host: PopupHost, open: boolean) {
  host.toggleAttribute('open', open);
  host.open = open;
}

/**
 * The `open` attribute and property drive the shared modal dialog (backdrop, focus trap and
 * return, Escape, scroll lock, fades, events: src/platform/hooks/use-modal-dialog.ts); the
 * popup adds its triggers, its `[data-popup-close]` closers and its header.
 */
export function SitePopup({ open, label, closeLabel: closeLabelGiven, host }: SitePopupProps & HostProps) {
  const t = useWords(host, sitePopupWords);
  const closeLabel = closeLabelGiven || t('close');
  const titleId = useId();
  const popup = host as PopupHost;
  const modal = useModalDialog(host, () => setOpen(popup, false));
  const { show, hide } = modal;
  const opener = useRef<HTMLElement | null>(null);

  // The attribute drives the dialog. The dialog's own closes (Escape, backdrop) remove it once done.
  useEffect(() => {
    if (open) show(opener.current);
    else hide();
    opener.current = null;
  }, [open, show, hide]);

  // Triggers anywhere in the page: <button data-popup-open="{popup id}">.
  useEffect(() => {
    const onClick = (event: Event) => {
      if (!host.id) return;
      const trigger = event
        .composedPath()
        .find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.popupOpen === host.id);
      if (!trigger) return;
      event.preventDefault();
      opener.current = trigger;
      setOpen(popup, true);
      show(trigger); // also turns a closing popup back, whose attribute is still set
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [host, popup, show]);

  // `[data-popup-close]` in the content (slotted, so React does not see its clicks) and the close button.
  const dialog = modal.dialogProps.ref;
  useEffect(() => {
    const element = dialog.current!;
    const onClick = (event: Event) => {
      const closer = event
        .composedPath()
        .some((node) => node instanceof Element && node.hasAttribute('data-popup-close'));
      if (closer) hide();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [dialog, hide]);

  return (
    <dialog
      {...modal.dialogProps}
      part="dialog"
      aria-labelledby={label ? undefined : titleId}
      aria-label={label || undefined}
    >
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
