import { useWords } from '../../platform/hooks/use-words';
import { regulatorSwitcherWords } from './regulator-switcher.words';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { useOutsideClick } from '../../platform/hooks/use-outside-click';
import { pageConfig } from '../../platform/dom/page-config';
import { regulatorCookie } from '../../services/cookies';
import { rovingTarget } from '../../platform/dom/roving-focus';
import { currentIndex, isSwitchable } from './regulator-switcher.model';
import css from './regulator-switcher.css';
import type { RegulatorSwitcherProps } from './regulator-switcher.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/**
 * A button showing the current regulator and a list of links to the others (the disclosure
 * pattern: links navigate with or without script). Choosing one stores it in cookie
 * `oc_regulator_name` before the link navigates.
 */
export function RegulatorSwitcher({ regulators, value, label: labelGiven, host }: RegulatorSwitcherProps & HostProps) {
  const t = useWords(host, regulatorSwitcherWords);
  const label = labelGiven || t('label');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = currentIndex(regulators, value || pageConfig().regulator);
  const switchable = isSwitchable(regulators);

  useEffect(() => {
    host.dataset.state = open ? 'open' : 'closed';
  }, [host, open]);

  useOutsideClick(host, open, () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current!.focus();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  if (regulators.length === 0) return null;

  const openAt = (index: number) => {
    setOpen(true);
    // The list renders visible first; focus lands in the next frame.
    requestAnimationFrame(() => links.current[index]?.focus());
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (!switchable || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    openAt(current);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const index = links.current.findIndex((link) => link === host.shadowRoot!.activeElement);
    const next = rovingTarget(event.key, index, regulators.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    links.current[next]?.focus();
  };

  const choose = (event: MouseEvent, index: number) => {
    if (index === current) {
      event.preventDefault();
      setOpen(false);
      button.current!.focus();
      return;
    }
    regulatorCookie.set(regulators[index]!.value);
  };

  // Tabbing out of the switcher closes it.
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div part="base" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        part="button"
        aria-expanded={switchable ? open : undefined}
        aria-controls={switchable ? listId : undefined}
        aria-disabled={switchable ? undefined : true}
        onClick={() => switchable && setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="visually-hidden">{label}: </span>
        {regulators[current]!.label}
        {switchable && <site-icon name={open ? 'expand_less_20' : 'expand_more_20'} />}
      </button>
      <ul part="list" id={listId} aria-label={label} hidden={!open} onKeyDown={onListKeyDown}>
        {regulators.map((item, index) => (
          <li key={item.value}>
            <SafeLink
              ref={(link) => void (links.current[index] = link)}
              part={index === current ? 'option option-current' : 'option'}
              href={item.url}
              source='<regulator-switcher> item "url"'
              aria-current={index === current ? 'true' : undefined}
              onClick={(event) => choose(event, index)}
            >
              {item.label}
            </SafeLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
