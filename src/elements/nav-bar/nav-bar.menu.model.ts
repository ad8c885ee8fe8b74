/**
 * The slotted menu as the server renders it (contract in nav-bar.element.ts):
 * `<ul slot="menu">` of `<li>`, each with an `<a>` (or `<button>`) and maybe a nested `<ul>`;
 * the `<li data-more>` item's nested list holds categories, each with its own panel `<ul>`.
 */
import { NONE, type Disclosure, type MenuState } from './nav-bar.model';

export const itemsOf = (list: Element | null | undefined): Element[] =>
  list ? [...list.children].filter((child) => child.localName === 'li') : [];

export const triggerOf = (item: Element | undefined) => item?.querySelector<HTMLElement>(':scope > a, :scope > button');

export const listOf = (item: Element | undefined) => item?.querySelector(':scope > ul') ?? null;

export const isMore = (item: Element | undefined) => item?.hasAttribute('data-more') === true;

/** The 'more' item's categories: its nested list's items that have a panel of their own. */
export const categoriesOf = (item: Element | undefined) => (isMore(item) ? itemsOf(listOf(item)) : []);

export interface MenuPosition {
  item: number;
  category: number;
}

/** The top-level item and the 'more' category that contain `node` (NONE where none does). */
export function locate(menu: Element, node: Node): MenuPosition {
  const items = itemsOf(menu);
  const item = items.findIndex((li) => li.contains(node));
  const category = categoriesOf(items[item]).findIndex((li) => li.contains(node));
  return { item, category };
}

/** The disclosure whose trigger holds `node`, or null for anything else (a plain link). */
export function disclosureAt(menu: Element, node: Element): Disclosure | null {
  const trigger = node.closest('a, button');
  const { item, category } = locate(menu, node);
  const top = itemsOf(menu)[item];
  const owner = category === NONE ? top : categoriesOf(top)[category];
  if (!trigger || trigger !== triggerOf(owner) || !listOf(owner)) return null;
  return { item, category, more: isMore(top), isLink: trigger.localName === 'a' };
}

/** Mirrors the state into `aria-expanded` on every disclosure; the document CSS shows lists by it. */
export function renderMenuState(menu: Element, state: MenuState) {
  itemsOf(menu).forEach((item, index) => {
    if (listOf(item)) triggerOf(item)?.setAttribute('aria-expanded', String(index === state.submenu));
    categoriesOf(item).forEach((category, panel) => {
      const open = index === state.submenu && panel === state.panel;
      if (listOf(category)) triggerOf(category)?.setAttribute('aria-expanded', String(open));
    });
  });
}
