import type { ElementDefinition } from '../../platform/runtime/define-element';
import { NavBar, styles } from './nav-bar';
import { navBarAttributes, type NavBarProps } from './nav-bar.attributes';

/**
 * Below 1024 px a burger opens the menu and the actions in a drawer; at 1024 px and wider they
 * sit in the bar, and submenus open on hover. Write the children in slot order: logo, menu,
 * actions, language, search.
 *
 * Menu markup: `<ul slot="menu">` of `<li>` items, each with an `<a>` (or `<button>`) and an
 * optional nested `<ul>` submenu. The item marked `<li data-more>` is the 'more' menu: each
 * `<li>` of its submenu is a category with its own `<ul>` panel. Deeper lists are not shown.
 * Item links with a submenu get `aria-expanded`: the first click (or Enter) opens the submenu;
 * below 1024 px the next click closes it, at 1024 px and wider it follows the link. At 1024 px
 * and wider the mouse opens submenus on hover and the 'more' menu shows its first panel, then
 * the panel of the category under the pointer (or focus). Escape closes the drawer (focus goes
 * back to the burger) or, at 1024 px and wider, the open submenu (focus goes to its item).
 *
 * Layout of the bar and the menu: nav-bar.document.css (document-level, so it also holds the bar
 * before the upgrade). Host state markers: `data-state="closed|open|submenu"` (the drawer and its
 * second level), `data-session="unknown|guest|signed-in"`.
 * @summary The site header: logo, menu, actions, language and search, in a drawer below 1024 px.
 * @attr menu-label - the burger's, drawer's and navigation landmark's accessible name.
 * @attr close-label - the drawer's close button's accessible name.
 * @slot logo - the home link.
 * @slot menu - `<ul slot="menu">` of `<li>` items with optional `<ul>` submenus; `<li data-more>` is the 'more' menu.
 * @slot actions - login and sign-up links (in the drawer below 1024 px); mark them `data-guest-only` or `data-signed-in-only` to show them for one session state only (until the session is known, the guest's show).
 * @slot language - a `<language-switcher>`.
 * @slot search - a `<site-search>`.
 * @event popup-open - the drawer opened.
 * @event popup-close - the drawer closed.
 * @csspart burger - the menu button.
 * @csspart drawer - the menu dialog below 1024 px.
 * @csspart close - the drawer's close button.
 * @cssproperty --site-nav-height - the bar's height (default 64px).
 * @cssproperty --site-nav-background - the bar's, dropdowns' and drawer's background (default white).
 */
export const navBar: ElementDefinition<NavBarProps> = {
  tag: 'nav-bar',
  attributes: navBarAttributes,
  view: NavBar,
  styles,
};
