import { useWords } from '../../platform/hooks/use-words';
import { blurredModalWords } from './blurred-modal.words';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { useModalDialog } from '../../platform/hooks/use-modal-dialog';
import { readCookie, writeCookie } from '../../services/cookies/cookie-jar';
import { confirmationCookieWrite } from './blurred-modal.model';
import type { BlurredModalProps } from './blurred-modal.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';
import dialog from '../../styles/dialog.css';
import css from './blurred-modal.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [dialog, css];

export function BlurredModal(props: BlurredModalProps & HostProps) {
  const t = useWords(props.host, blurredModalWords);
  const heading = props.heading || t('heading');
  const confirmText = props.confirmText || t('confirm');
  const backText = props.backText || t('back');
  const { backUrl, cookieName, cookieDays, host } = props;
  const titleId = useId();
  const messageId = useId();
  const content = useRef<HTMLDivElement>(null);
  const [confirmed, setConfirmed] = useState(() => readCookie(cookieName) !== undefined);
  const modal = useModalDialog(host, undefined, { dismissible: false });
  const { show, hide } = modal;

  // Inert before the first paint: the content is never reachable before the answer.
  useLayoutEffect(() => {
    content.current!.inert = !confirmed;
  }, [confirmed]);

  useEffect(() => {
    // Its "opener" is the content: once confirmed, focus goes on to what the visitor chose to see.
    if (!confirmed) show(content.current);
  }, [confirmed, show]);

  const confirm = () => {
    writeCookie(confirmationCookieWrite(cookieName, cookieDays));
    setConfirmed(true);
    hide();
  };

  return (
    <>
      <div ref={content} part="content" className="content" tabIndex={-1} data-confirmed={confirmed}>
        <slot />
      </div>
      <dialog
        {...modal.dialogProps}
        part="dialog"
        className="modal"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <div className="modal-body">
          <h2 id={titleId} part="title" className="modal-title">
            <slot name="title">{heading}</slot>
          </h2>
          <div id={messageId} part="message" className="message">
            <slot name="message" />
          </div>
          <div className="actions">
            <button type="button" part="confirm" className="confirm" onClick={confirm}>
              {confirmText}
            </button>
            <SafeLink part="back" className="back" href={backUrl} source='<blurred-modal> "back-url"'>
              {backText}
            </SafeLink>
          </div>
        </div>
      </dialog>
    </>
  );
}
