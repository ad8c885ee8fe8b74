import { Suspense, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { useModalDialog } from '../../platform/hooks/use-modal-dialog';
import type { SiteSearchProps } from './site-search.attributes';
import { siteSearchWords } from './site-search.words';
import { useWords } from '../../platform/hooks/use-words';
import iconButton from '../../styles/icon-button.css';
import sheet from './site-search.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [iconButton, sheet];

/** The URL hash while the panel is open. */
export const SEARCH_HASH = '#search';

const SearchPanel = lazyView(
  () => import('./site-search.panel'),
  (module) => module.SearchPanel,
);

/** The search button and its panel; the search box itself loads the first time the panel opens. */
export function SiteSearch({ closeLabel, host, ...given }: SiteSearchProps & HostProps) {
  const t = useWords(host, siteSearchWords);
  const panelProps = { ...given, label: given.label || t('label') };
  const hashBeforeOpening = useRef('');
  const [used, setUsed] = useState(false);
  const panel = useModalDialog(host, () => {
    // Give the URL back its hash, unless something else has changed it meanwhile.
    if (location.hash === SEARCH_HASH) replaceHash(hashBeforeOpening.current);
  });

  return (
    <>
      <button
        type="button"
        part="button"
        className="icon-button"
        aria-label={panelProps.label}
        aria-haspopup="dialog"
        aria-expanded={panel.open}
        onClick={(event) => {
          // A page opened at #search has nothing before it to give back.
          if (location.hash !== SEARCH_HASH) hashBeforeOpening.current = location.hash;
          replaceHash(SEARCH_HASH);
          setUsed(true);
          panel.show(event.currentTarget);
        }}
      >
        <site-icon name="search_24" />
      </button>
      <dialog
        part="panel"
        aria-label={panelProps.label}
        {...panel.dialogProps}
        onKeyDown={(event) => {
          // In a search box Escape would only clear the text: it closes the panel, keeping the text.
          if (event.key !== 'Escape') return;
          event.preventDefault();
          panel.hide();
        }}
      >
        <div className="panel-body">
          {used && (
            <Suspense>
              <SearchPanel {...panelProps} host={host} onChoose={panel.hide} />
            </Suspense>
          )}
          <button
            type="button"
            part="close"
            className="icon-button"
            aria-label={closeLabel || t('close')}
            onClick={panel.hide}
          >
            <site-icon name="close_24" />
          </button>
        </div>
      </dialog>
    </>
  );
}

/** replaceState: no history entry and no scroll jump; the hash just says the panel is open. */
function replaceHash(hash: string) {
  const url = new URL(location.href);
  url.hash = hash;
  history.replaceState(history.state, '', url);
}
