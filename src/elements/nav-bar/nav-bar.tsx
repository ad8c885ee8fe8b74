import { useWords } from '../../platform/hooks/use-words';
import { navBarWords } from './nav-bar.words';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { useModalDialog } from '../../platform/hooks/use-modal-dialog';
import { getSession, subscribeSession } from '../../services/sso/session-store';
import { breakpoints } from '../../styles/breakpoints';
import { disclosureAt, isMore, itemsOf, listOf, locate, renderMenuState, triggerOf } from './nav-bar.menu.model';
import { MENU_CLOSED, NONE, clickDisclosure, focusItem, hoverItem, navPhase } from './nav-bar.model';
import { useMediaQuery } from '../../platform/hooks/use-media-query';
import type { NavBarProps } from './nav-bar.attributes';
import iconButton from '../../styles/icon-button.css';
import sheet from './nav-bar.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [iconButton, sheet];

const WIDE = `(min-width: ${breakpoints.desktopMenu}px)`;

/**
 * The site header. Below the desktop menu breakpoint the slotted menu and actions live in a
 * drawer opened by the burger; at and above it they sit in the bar and submenus open on hover.
 * The menu is light DOM, so the view drives it through `aria-expanded` and native listeners
 * (React does not see events from slotted content).
 */
export function NavBar({ menuLabel: menuLabelGiven, closeLabel: closeLabelGiven, host }: NavBarProps & HostProps) {
  const t = useWords(host, navBarWords);
  const menuLabel = menuLabelGiven || t('menu');
  const closeLabel = closeLabelGiven || t('close_menu');
  const wide = useMediaQuery(WIDE);
  const session = useSyncExternalStore(subscribeSession, getSession);
  const [menu, setMenu] = useState(MENU_CLOSED);
  // Closing the drawer, or crossing the breakpoint, starts the menu afresh.
  const drawer = useModalDialog(host, () => setMenu(MENU_CLOSED));
  const { hide } = drawer;
  useEffect(() => {
    setMenu(MENU_CLOSED);
    hide();
  }, [wide, hide]);

  // After every render: the host's markers (data-session also drives the shadow styles) and the
  // menu's aria-expanded, which the document CSS shows submenus by.
  useEffect(() => {
    host.dataset.session = session;
    host.dataset.state = navPhase(drawer.open, menu);
    const list = menuList(host);
    if (list) renderMenuState(list, menu);
  });

  useEffect(() => {
    const list = menuList(host);
    if (!list) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (!list.contains(target)) return;
      const disclosure = disclosureAt(list, target);
      const next = disclosure && clickDisclosure(menu, disclosure, wide);
      if (next) {
        event.preventDefault();
        setMenu(next);
      } else if (!wide && !disclosure && target.closest('a')) {
        hide(); // an in-page link: the drawer gets out of the way
      }
    };
    const onPointerOver = (event: PointerEvent) => {
      if (!wide || event.pointerType !== 'mouse') return;
      const { item, category } = locate(list, event.target as Node);
      const top = itemsOf(list)[item];
      setMenu((state) => hoverItem(state, item, category, Boolean(listOf(top)), isMore(top)));
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!wide) return;
      const { item, category } = locate(list, event.target as Node);
      setMenu((state) => focusItem(state, item, category));
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (wide && !list.contains(next) && !list.matches(':hover')) setMenu(MENU_CLOSED);
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (wide && event.pointerType === 'mouse') setMenu(MENU_CLOSED);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Below the breakpoint the drawer dialog handles Escape itself.
      if (!wide || event.key !== 'Escape' || menu.submenu === NONE) return;
      setMenu(MENU_CLOSED);
      triggerOf(itemsOf(list)[menu.submenu])?.focus();
    };
    const stops = [
      listen(host, 'click', onClick),
      listen(host, 'pointerover', onPointerOver),
      listen(host, 'pointerleave', onPointerLeave),
      listen(host, 'focusin', onFocusIn),
      listen(host, 'focusout', onFocusOut),
      listen(host, 'keydown', onKeyDown),
    ];
    return () => stops.forEach((stop) => stop());
  }, [host, wide, menu, hide]);

  const menuSlot = (
    <nav aria-label={menuLabel}>
      <slot name="menu" />
    </nav>
  );
  // Below the breakpoint the actions join the menu in the drawer: the bar keeps room for the icons.
  const actionsSlot = <slot name="actions" />;
  return (
    <>
      <slot name="logo" />
      {wide && menuSlot}
      {wide && actionsSlot}
      <slot name="language" />
      <slot name="search" />
      {!wide && (
        <button
          type="button"
          part="burger"
          className="icon-button"
          aria-label={menuLabel}
          aria-expanded={drawer.open}
          onClick={(event) => drawer.show(event.currentTarget)}
        >
          <site-icon name="menu_24" />
        </button>
      )}
      <dialog part="drawer" aria-label={menuLabel} {...drawer.dialogProps}>
        <div className="drawer-body">
          <button type="button" part="close" className="icon-button" aria-label={closeLabel} onClick={hide}>
            <site-icon name="close_24" />
          </button>
          {!wide && menuSlot}
          {!wide && <div className="drawer-actions">{actionsSlot}</div>}
        </div>
      </dialog>
    </>
  );
}

function menuList(host: HTMLElement): Element | null {
  return host.querySelector(':scope > [slot="menu"]');
}

function listen<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}
