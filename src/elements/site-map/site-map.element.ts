import type { ElementDefinition } from '../../platform/runtime/define-element';
import { SiteMap, styles } from './site-map';
import { siteMapAttributes, type SiteMapProps } from './site-map.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. The tree comes from the `items` attribute or,
 * without it, from the first `<ul>` inside the element: nested lists of
 * `<li><a href="…">Label</a><ul>…</ul></li>` (an `<li>` may hold plain text for a section
 * without a page). That light DOM is kept in the document for search engines and read again when
 * it changes. Each top-level entry is a group under a heading whose button (with
 * `aria-expanded`) shows or hides its links; a section with its own page lists that page
 * first. Groups start open unless `collapsed`. Columns: one below 768 px, two to 991 px, three
 * from 992 px (docs/RULES.md §9; `--site-site-map-columns` sets the desktop count). With no tree
 * at all it renders nothing and logs one warning.
 * @summary The site's map: its links grouped by top section, each group collapsible.
 * @attr items - JSON list of `{ label, href?, children? }` (children nest the same way); overrides the slotted list.
 * @attr label - the navigation landmark's name (default `Site map`).
 * @attr heading-level - the level of the group headings, 2 to 6 (default 2).
 * @attr collapsed - the groups start closed (they start open without it).
 * @slot - a nested `<ul>` of links: the site map as server-rendered HTML (kept, not shown once upgraded).
 * @csspart base - the navigation landmark.
 * @csspart groups - the list of groups (the columns).
 * @csspart group - a group (`group group-open` when open).
 * @csspart heading - a group's heading.
 * @csspart toggle - a group's show/hide button.
 * @csspart chevron - the toggle's arrow.
 * @csspart section-link - the heading link of a top-level page without children.
 * @csspart list - a group's links.
 * @csspart sublist - a nested list of links.
 * @csspart link - a link.
 * @csspart label - an entry without a link.
 * @cssproperty --site-site-map-columns - the number of columns from 992 px (default 3).
 */
export const siteMap: ElementDefinition<SiteMapProps> = {
  tag: 'site-map',
  attributes: siteMapAttributes,
  view: SiteMap,
  styles,
};
