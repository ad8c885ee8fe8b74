import { useWords } from '../../platform/hooks/use-words';
import { siteMapWords } from './site-map.words';
import { createElement, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { groupsOf, initiallyOpen, toggled, type SiteMapItem } from './site-map.model';
import { useLinkTree } from './use-link-tree';
import type { SiteMapProps } from './site-map.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';
import css from './site-map.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [css];

/** Where a bad link comes from, for the console: the `items` attribute or the light DOM's links. */
const SOURCE = '<site-map> item "href"';

function Links({ items }: { items: readonly SiteMapItem[] }) {
  return (
    <>
      {items.map((item, index) => (
        <li key={index}>
          {item.href ? (
            <SafeLink part="link" href={item.href} source={SOURCE}>
              {item.label}
            </SafeLink>
          ) : (
            <span part="label">{item.label}</span>
          )}
          {item.children && item.children.length > 0 && (
            <ul part="sublist">
              <Links items={item.children} />
            </ul>
          )}
        </li>
      ))}
    </>
  );
}

export function SiteMap({ items, label: labelGiven, headingLevel, collapsed, host }: SiteMapProps & HostProps) {
  const t = useWords(host, siteMapWords);
  const label = labelGiven || t('label');
  const lightTree = useLinkTree(host);
  const tree = items.length > 0 ? items : lightTree;
  const groups = useMemo(() => groupsOf(tree), [tree]);
  const [open, setOpen] = useState(() => initiallyOpen(groups, collapsed));
  const idPrefix = useId();
  const level = Math.min(6, Math.max(2, Math.round(headingLevel) || 2));
  const shape = groups.map((group) => `${group.key}:${group.links.length > 0}`).join();

  // A tree of another shape (another attribute, late light DOM) starts in the initial state again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setOpen(initiallyOpen(groups, collapsed)), [shape, collapsed]);

  const warned = useRef(false);
  useEffect(() => {
    if (groups.length > 0 || warned.current) return;
    warned.current = true;
    console.warn('<site-map>: no "items" attribute and no <ul> of links inside it; nothing to show.');
  }, [groups.length]);

  if (groups.length === 0) return null;

  return (
    <nav part="base" aria-label={label}>
      <ul part="groups">
        {groups.map((group) => {
          const listId = `${idPrefix}-${group.key}`;
          const expanded = open.has(group.key);
          const heading =
            group.links.length > 0 ? (
              <button
                type="button"
                part="toggle"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen(toggled(open, group.key))}
              >
                <span>{group.label}</span>
                <svg part="chevron" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            ) : group.href ? (
              <SafeLink part="section-link" href={group.href} source={SOURCE}>
                {group.label}
              </SafeLink>
            ) : (
              <span part="label">{group.label}</span>
            );
          return (
            <li key={group.key} part={expanded ? 'group group-open' : 'group'}>
              {createElement(`h${level}`, { part: 'heading' }, heading)}
              {group.links.length > 0 && (
                <ul part="list" id={listId} hidden={!expanded}>
                  {group.href && (
                    <li>
                      <SafeLink part="link" href={group.href} source={SOURCE}>
                        {group.label}
                      </SafeLink>
                    </li>
                  )}
                  <Links items={group.links} />
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
