import { aroundPlaceholder } from '../../platform/hooks/rich-text';
import { useWords } from '../../platform/hooks/use-words';
import { marketButtonsWords } from './market-buttons.words';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { storeLinks, type Store, type StoreId } from './market-buttons.model';
import css from './market-buttons.css';
import type { MarketButtonsProps } from './market-buttons.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** Each store's mark, drawn for this element (decorative: the badge's text names the store). */
const MARKS: Record<StoreId, ReactNode> = {
  apple_store: (
    <svg className="mark" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 7.2c-1.4-.9-4.3-1.2-5.9.8-1.9 2.4-1.3 6.6.8 9.8 1.2 1.8 2.5 3.1 3.9 2.5.8-.4 1.6-.4 2.4 0 1.4.6 2.7-.7 3.9-2.5.6-.9 1.1-1.9 1.4-2.8-1.7-.8-2.7-2.3-2.7-4.1 0-1.4.6-2.6 1.7-3.4-1.7-1.5-4-1.3-5.5-.3z" />
      <path d="M12.3 5.8c-.1-1.9 1.3-3.6 3.1-3.9.2 1.9-1.2 3.7-3.1 3.9z" />
    </svg>
  ),
  google_play: (
    <svg className="mark" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#00a0ff" d="M4 2.6 13.5 12 4 21.4z" />
      <path fill="#00d15a" d="M4 2.6 16.9 9.7 13.5 12z" />
      <path fill="#ff3a44" d="M4 21.4 13.5 12l3.4 2.3z" />
      <path fill="#ffd400" d="m16.9 9.7 3.6 2a.4.4 0 0 1 0 .6l-3.6 2L13.5 12z" />
    </svg>
  ),
  appgallery: (
    <svg className="mark" viewBox="0 0 24 24" aria-hidden="true">
      <rect width="22" height="22" x="1" y="1" rx="6" fill="#e4002b" />
      <path d="M8 8.5a4 4 0 0 0 8 0" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="8" cy="7" r="0.9" fill="#fff" />
      <circle cx="16" cy="7" r="0.9" fill="#fff" />
    </svg>
  ),
};

function useUrlError(attribute: Store['attribute'], rejected: string | undefined) {
  useEffect(() => {
    if (rejected === undefined) return;
    console.error(
      `<market-buttons>: attribute "${attribute}" "${rejected}" is not an http(s) URL; leaving that store's badge out.`,
    );
  }, [attribute, rejected]);
}

export function MarketButtons({ appleStore, googlePlay, appgallery, host }: MarketButtonsProps & HostProps) {
  const t = useWords(host, marketButtonsWords);
  const { links, rejected } = storeLinks({ 'apple-store': appleStore, 'google-play': googlePlay, appgallery });
  const rejectedValue = (attribute: Store['attribute']) =>
    rejected.find((entry) => entry.attribute === attribute)?.value;
  // One error per bad value: changing one attribute does not repeat another's.
  useUrlError('apple-store', rejectedValue('apple-store'));
  useUrlError('google-play', rejectedValue('google-play'));
  useUrlError('appgallery', rejectedValue('appgallery'));

  // market-buttons.document.css holds the badges' height until the view arrives.
  useLayoutEffect(() => host.setAttribute('data-view', ''), [host]);

  if (links.length === 0) return null;
  return (
    <ul part="list" role="list">
      {links.map(({ store, url }) => {
        // The badge's caption is its sentence around the store's name, which it writes large.
        const [before, after] = aroundPlaceholder(t(store.id), 'store');
        return (
          <li key={store.id}>
            <SafeLink
              part="badge"
              className={store.id}
              href={url}
              source={`<market-buttons> "${store.id}"`}
              target="_blank"
              aria-label={t('new_tab', { badge: t(store.id, { store: store.name }) })}
            >
              {MARKS[store.id]}
              <span className="text">
                {/* Spaced as the sentence is, so the visible text reads as the accessible name does. */}
                {before.trim() && <span className="caption">{before.trim()}</span>}
                {/\s$/.test(before) && ' '}
                <span className="name">{store.name}</span>
                {/^\s/.test(after) && ' '}
                {after.trim() && <span className="caption">{after.trim()}</span>}
              </span>
            </SafeLink>
          </li>
        );
      })}
    </ul>
  );
}
