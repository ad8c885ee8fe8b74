import { useWords } from '../../platform/hooks/use-words';
import { certPopupWords } from './cert-popup.words';
import { useEffect, useId, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { useModalDialog } from '../../platform/hooks/use-modal-dialog';
import { certAlt, imageStatusOnOpen, missingAttributes, type ImageStatus } from './cert-popup.model';
import type { CertPopupProps } from './cert-popup.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';
import { safeMediaUrl } from '../../platform/dom/safe-address';
import iconButton from '../../styles/icon-button.css';
import dialog from '../../styles/dialog.css';
import css from './cert-popup.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [iconButton, dialog, css];

export function CertPopup(props: CertPopupProps & HostProps) {
  const t = useWords(props.host, certPopupWords);
  const triggerLabel = props.triggerLabel || t('trigger');
  const closeLabel = props.closeLabel || t('close');
  const loadingText = props.loadingText || t('loading');
  const errorText = props.errorText || t('error');
  const fileLinkText = props.fileLinkText || t('file_link');
  const { src, caption, thumbnail, host } = props;
  const alt = certAlt(props.alt);
  const titleId = useId();
  const modal = useModalDialog(host);
  const { show } = modal;
  const [status, setStatus] = useState<ImageStatus>('idle');
  const triggerSlot = useRef<HTMLSlotElement>(null);

  // One error per forgotten attribute. A malformed src (attribute or property) has been reported
  // by the attribute schema already: the attribute's presence alone keeps this quiet.
  useEffect(() => {
    for (const message of missingAttributes({ src: src || (host.getAttribute('src') ?? ''), alt: props.alt })) {
      console.error(`<cert-popup>: ${message}`);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- judged once, at the first render: a later src is a change, not a forgotten attribute
  }, [host, props.alt]);

  // A new file starts over: it loads on the next opening.
  useEffect(() => setStatus((current) => (current === 'idle' ? current : 'loading')), [src]);

  const open = (opener: HTMLElement): boolean => {
    if (!src) return false;
    setStatus(imageStatusOnOpen);
    show(opener);
    return true;
  };
  const openRef = useRef(open);
  openRef.current = open;

  // The slotted trigger is light DOM: React does not see its clicks.
  useEffect(() => {
    const slot = triggerSlot.current!;
    const onSlotChange = () => {
      for (const element of slot.assignedElements())
        if (element.localName === 'button') element.setAttribute('aria-haspopup', 'dialog');
    };
    const onClick = (event: Event) => {
      const opener = event
        .composedPath()
        .find((node): node is HTMLElement => node instanceof HTMLElement && node.slot === 'trigger');
      // A link trigger to the file opens the dialog instead (it still works without the element).
      if (opener && openRef.current(opener)) event.preventDefault();
    };
    onSlotChange();
    slot.addEventListener('slotchange', onSlotChange);
    slot.addEventListener('click', onClick);
    return () => {
      slot.removeEventListener('slotchange', onSlotChange);
      slot.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <>
      <slot name="trigger" ref={triggerSlot}>
        {src && (
          <button
            type="button"
            part="trigger"
            className="thumbnail-button"
            aria-haspopup="dialog"
            onClick={(event) => open(event.currentTarget)}
          >
            <img
              part="thumbnail"
              src={safeMediaUrl(thumbnail || src, '<cert-popup> "thumbnail"') ?? undefined}
              alt=""
              decoding="async"
              loading="lazy"
            />
            <span className="visually-hidden">{`${triggerLabel}: ${alt}`}</span>
            {caption && <span className="thumbnail-caption">{caption}</span>}
          </button>
        )}
      </slot>
      <dialog {...modal.dialogProps} part="dialog" className="modal" aria-labelledby={titleId}>
        <div className="modal-body">
          <div className="modal-header">
            <h2 id={titleId} className="modal-title">
              {caption || alt}
            </h2>
            <button
              type="button"
              part="close"
              className="icon-button modal-close"
              aria-label={closeLabel}
              onClick={modal.hide}
            >
              <site-icon name="close_24" />
            </button>
          </div>
          <figure className="figure">
            {status === 'loading' && (
              <p part="status" className="status" role="status">
                {loadingText}
              </p>
            )}
            {status === 'failed' ? (
              <p part="error" className="error" role="alert">
                <site-icon name="error_24" />
                <span>
                  {errorText}{' '}
                  <SafeLink href={src} source='<cert-popup> "src"' target="_blank">
                    {fileLinkText}
                  </SafeLink>
                </span>
              </p>
            ) : (
              status !== 'idle' && (
                <img
                  key={src}
                  part="image"
                  className="image"
                  src={safeMediaUrl(src, '<cert-popup> "src"') ?? undefined}
                  alt={alt}
                  hidden={status !== 'ready'}
                  onLoad={() => setStatus('ready')}
                  onError={() => setStatus('failed')}
                />
              )
            )}
            {caption && (
              <figcaption part="caption" className="caption">
                {caption}
              </figcaption>
            )}
          </figure>
        </div>
      </dialog>
    </>
  );
}
