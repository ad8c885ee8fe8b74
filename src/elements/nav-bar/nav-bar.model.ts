/**
 * Navigation rules with no DOM: which submenu and which 'more' panel are open, and what a
 * click, a hover or a focus on the menu does to that.
 */

/** Index meaning "none open". */
export const NONE = -1;

export interface MenuState {
  /** The top-level item whose submenu is open. */
  submenu: number;
  /** The open category panel inside the 'more' item's submenu. */
  panel: number;
}

export const MENU_CLOSED: MenuState = { submenu: NONE, panel: NONE };

/** A trigger with a list under it: a top-level item (category NONE) or a 'more' category. */
export interface Disclosure {
  item: number;
  category: number;
  /** The top-level item is the 'more' menu. */
  more: boolean;
  /** The trigger is a link (a page of its own) rather than a button. */
  isLink: boolean;
}

/** Opening the 'more' menu on a wide screen shows its first panel by default. */
export function openSubmenu(item: number, more: boolean, wide: boolean): MenuState {
  return { submenu: item, panel: more && wide ? 0 : NONE };
}

/**
 * A click (or Enter) on a disclosure; null means "follow the link". The first click opens, so
 * touch and keyboard reach every submenu at every width. Once open, a wide screen follows the
 * link (a mouse opened it by hovering already); a narrow screen, or a button, closes it.
 */
export function clickDisclosure(state: MenuState, target: Disclosure, wide: boolean): MenuState | null {
  const top = target.category === NONE;
  const isOpen = top ? state.submenu === target.item : state.panel === target.category;
  if (isOpen && wide && target.isLink) return null;
  if (top) return isOpen ? MENU_CLOSED : openSubmenu(target.item, target.more, wide);
  return { submenu: target.item, panel: isOpen ? NONE : target.category };
}

/**
 * The mouse over item `item` (NONE: elsewhere in the bar) on a wide screen: its submenu opens,
 * with the 'more' menu's first panel; a category under the pointer shows its panel.
 */
export function hoverItem(state: MenuState, item: number, category: number, hasList: boolean, more: boolean) {
  if (!hasList) return MENU_CLOSED;
  return state.submenu === item ? focusItem(state, item, category) : openSubmenu(item, more, true);
}

/** Keyboard focus on a wide screen: a focused category shows its panel; focus elsewhere closes. */
export function focusItem(state: MenuState, item: number, category: number): MenuState {
  if (state.submenu !== item) return MENU_CLOSED;
  if (category === NONE || category === state.panel) return state;
  return { submenu: item, panel: category };
}

export type NavPhase = 'closed' | 'open' | 'submenu';

/** docs/RULES.md §4 navigation states; the submenu state is the drawer's second level on small screens. */
export function navPhase(drawerOpen: boolean, menu: MenuState): NavPhase {
  if (!drawerOpen) return 'closed';
  return menu.submenu === NONE ? 'open' : 'submenu';
}
