/**
 * The site map's tree: checking the `items` attribute, and grouping the tree by its top
 * sections. Pure: no DOM, no React.
 */

export interface SiteMapItem {
  label: string;
  href?: string;
  children?: SiteMapItem[];
}

export interface SiteMapGroup {
  /** Stable key: the section's position. */
  key: string;
  label: string;
  href: string | null;
  /** The section's pages; empty for a top-level page without children. */
  links: SiteMapItem[];
}

/** Why `value` is not a list of `{ label, href?, children? }` (with the path of the first bad item), or null. */
export function checkItems(value: unknown, path = 'item '): string | null {
  if (!Array.isArray(value))
    return path === 'item ' ? 'expected a JSON list of { label, href?, children? }' : `${path.trim()} is not a list`;
  for (const [index, item] of value.entries()) {
    const at = `${path}${index}`;
    if (typeof item !== 'object' || item === null) return `${at} is not an object`;
    const { label, href, children } = item as Record<string, unknown>;
    if (typeof label !== 'string' || !label.trim()) return `${at} has no text "label"`;
    if (href !== undefined && typeof href !== 'string') return `${at} has an "href" that is not a text`;
    if (children !== undefined) {
      const problem = checkItems(children, `${at}.children.`);
      if (problem) return problem;
    }
  }
  return null;
}

/** One group per top-level section, in order. */
export function groupsOf(items: readonly SiteMapItem[]): SiteMapGroup[] {
  return items.map((item, index) => ({
    key: String(index),
    label: item.label.trim(),
    href: item.href?.trim() || null,
    links: item.children ?? [],
  }));
}

/** How many links the tree holds, at every depth. */
export function countLinks(items: readonly SiteMapItem[]): number {
  return items.reduce((count, item) => count + (item.href ? 1 : 0) + countLinks(item.children ?? []), 0);
}

/** The groups open at first: all, or none when the site map starts collapsed. */
export function initiallyOpen(groups: readonly SiteMapGroup[], collapsed: boolean): Set<string> {
  return new Set(collapsed ? [] : groups.filter((group) => group.links.length > 0).map((group) => group.key));
}

/** `open` with `key` switched. */
export function toggled(open: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(open);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
