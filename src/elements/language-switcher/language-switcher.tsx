import { useWords } from '../../platform/hooks/use-words';
import { languageSwitcherWords } from './language-switcher.words';
import { useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageRoot } from '../../platform/dom/page-globals';
import { useModalDialog } from '../../platform/hooks/use-modal-dialog';
import { popupPlacement, type PopupPlacement } from './language-switcher.model';
import type { LanguageSwitcherProps } from './language-switcher.attributes';
import sheet from './language-switcher.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [sheet];

/** A button that opens the slotted language links in a popup under the navigation bar. */
export function LanguageSwitcher({ label: labelGiven, host }: LanguageSwitcherProps & HostProps) {
  const t = useWords(host, languageSwitcherWords);
  const label = labelGiven || t('label');
  const popup = useModalDialog(host);
  const button = useRef<HTMLButtonElement>(null);
  const [placement, setPlacement] = useState<PopupPlacement>();

  // Placed once open (its width is known) but before it paints, and again as the page moves.
  const dialog = popup.dialogProps.ref;
  useLayoutEffect(() => {
    if (!popup.open) return;
    const place = () => setPlacement(measurePlacement(host, button.current!, dialog.current!));
    place();
    addEventListener('resize', place);
    addEventListener('scroll', place, { passive: true });
    return () => {
      removeEventListener('resize', place);
      removeEventListener('scroll', place);
    };
  }, [popup.open, host, dialog]);

  return (
    <>
      <button
        ref={button}
        type="button"
        part="button"
        aria-haspopup="dialog"
        aria-expanded={popup.open}
        onClick={(event) => popup.show(event.currentTarget)}
      >
        <span className="visually-hidden">{label}: </span>
        <slot name="label" />
        <site-icon name="expand_more_24" />
      </button>
      <dialog part="popup" aria-label={label} style={placement} {...popup.dialogProps}>
        <div className="links">
          <slot />
        </div>
      </dialog>
    </>
  );
}

function measurePlacement(host: HTMLElement, button: HTMLElement, popup: HTMLElement): PopupPlacement {
  const bar = (host.closest('nav-bar') ?? host).getBoundingClientRect();
  const { right } = button.getBoundingClientRect();
  return popupPlacement(bar.bottom, right, popup.offsetWidth, pageRoot().clientWidth);
}
