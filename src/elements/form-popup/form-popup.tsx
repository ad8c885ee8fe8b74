import { useWords } from '../../platform/hooks/use-words';
import { formPopupWords } from './form-popup.words';
import { useEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { systemClock } from '../../platform/dom/clock';
import { useModalDialog } from '../../platform/hooks/use-modal-dialog';
import { keyForHash } from '../../widgets/tabs/hash-selection';
import { putHash, useHashSelection } from '../../widgets/tabs/use-hash-selection';
import { dialogLabel } from './form-popup.model';
import type { FormPopupProps } from './form-popup.attributes';
import iconButton from '../../styles/icon-button.css';
import dialog from '../../styles/dialog.css';
import css from './form-popup.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [iconButton, dialog, css];

export function FormPopup({
  label,
  hash,
  closeLabel: closeLabelGiven,
  successText: successTextGiven,
  successDelay,
  host,
}: FormPopupProps & HostProps) {
  const t = useWords(host, formPopupWords);
  const closeLabel = closeLabelGiven || t('close');
  const successText = successTextGiven || t('success');
  const [openerText, setOpenerText] = useState<string | null>(null);
  // The one key the URL hash opens the popup by (\`hash\` is \`#open-account\` or "").
  const hashKeys = hash ? [hash] : [];
  const [confirming, setConfirming] = useState(false);
  const closeTimer = useRef<unknown>();
  const modal = useModalDialog(host, () => {
    systemClock.clearTimeout(closeTimer.current);
    setConfirming(false);
    // The hash said "open": closed, it goes, replaced so Back does not open the popup again.
    if (keyForHash(hashKeys, location.hash) === 0) putHash('', 'replace');
  });
  const { show, hide } = modal;
  const showRef = useRef<(opener: HTMLElement | null) => void>(() => {});
  showRef.current = (opener) => {
    setOpenerText(opener?.textContent ?? null);
    show(opener);
  };

  // Triggers: the slotted one, and `[data-form-popup="{id}"]` anywhere (in shadow roots too).
  const triggerSlot = useRef<HTMLSlotElement>(null);
  useEffect(() => {
    const slot = triggerSlot.current!;
    const onClick = (event: Event) => {
      const path = event.composedPath();
      const isElement = (node: EventTarget): node is HTMLElement => node instanceof HTMLElement;
      const trigger = path.includes(slot)
        ? path.filter(isElement).find((node) => node.parentElement === host)
        : host.id
          ? path.filter(isElement).find((node) => node.dataset.formPopup === host.id)
          : undefined;
      if (!trigger) return;
      event.preventDefault(); // a link trigger (to a page with the form) opens the popup instead
      showRef.current(trigger);
    };
    const onSlotChange = () => {
      for (const element of slot.assignedElements()) element.setAttribute('aria-haspopup', 'dialog');
    };
    onSlotChange();
    slot.addEventListener('slotchange', onSlotChange);
    document.addEventListener('click', onClick);
    return () => {
      slot.removeEventListener('slotchange', onSlotChange);
      document.removeEventListener('click', onClick);
    };
  }, [host]);

  // The URL hash: on load and on every change to it.
  useHashSelection(hashKeys, (index) => index === 0 && showRef.current(null), { enabled: hash !== '' });

  // The form succeeded: say so, then close. The form stays in the page (slotted, never removed).
  useEffect(() => {
    const onSuccess = () => {
      if (!modal.dialogProps.ref.current?.open) return;
      setConfirming(true);
      systemClock.clearTimeout(closeTimer.current);
      closeTimer.current = systemClock.setTimeout(hide, successDelay);
    };
    host.addEventListener('form-success', onSuccess);
    return () => {
      host.removeEventListener('form-success', onSuccess);
      systemClock.clearTimeout(closeTimer.current);
    };
  }, [host, hide, successDelay, modal.dialogProps.ref]);

  return (
    <>
      <slot name="trigger" ref={triggerSlot} />
      <dialog {...modal.dialogProps} part="dialog" className="modal" aria-label={dialogLabel(label, openerText)}>
        <div className="modal-body">
          <div className="close-row">
            <button
              type="button"
              part="close"
              className="icon-button modal-close"
              aria-label={closeLabel}
              onClick={hide}
            >
              <site-icon name="close_24" />
            </button>
          </div>
          <div part="confirmation" className="confirmation" role="status">
            {confirming && (
              <>
                <site-icon name="check_circle_24" />
                <span>{successText}</span>
              </>
            )}
          </div>
          <slot />
        </div>
      </dialog>
    </>
  );
}
