/**
 * The search box and its results: a chunk of its own (lazyView), loaded the first time the panel
 * opens, so visitors who never search download none of it, nor its styles.
 */
import { useWords } from '../../platform/hooks/use-words';
import { siteSearchWords } from './site-search.words';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { createQueryRunner, type QueryRunner } from './site-search.query.model';
import { nextStop } from './site-search.navigation.model';
import { loadSearchProvider, type SearchResult } from '../../services/search/search-provider';
import { ScriptRefused } from '../../platform/dom/load-script';
import type { SiteSearchProps } from './site-search.attributes';
import panel from './site-search.panel.css';
import { SafeLink } from '../../platform/hooks/safe-link';

export const styles = [panel];

export type SearchPanelProps = Omit<SiteSearchProps, 'closeLabel'> &
  HostProps & {
    /** A result was chosen: the panel gets out of the way (the link may lead within the page). */
    onChoose: () => void;
  };

export function SearchPanel(props: SearchPanelProps) {
  const { apiKey, providerSrc, label, resultsText, unavailableText, onChoose, host } = props;
  const t = useWords(host, siteSearchWords);
  const runner = useRef<QueryRunner>();
  const [results, setResults] = useState<readonly SearchResult[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const provider = loadSearchProvider(providerSrc, apiKey);
    provider.catch((error: Error) => {
      // A refused address was reported by loadScript already.
      if (!(error instanceof ScriptRefused))
        console.error(`<site-search>: the search provider failed to load (${error.message}); search is unavailable.`);
      setUnavailable(true);
    });
    runner.current = createQueryRunner(provider, setResults);
    return runner.current.cancel;
  }, [providerSrc, apiKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('input, a')];
    const index = stops.indexOf(event.target as HTMLElement);
    const next = index < 0 ? null : nextStop(event.key, index, stops.length);
    if (next === null) return;
    event.preventDefault();
    stops[next]!.focus();
  };

  const count = results?.length ?? 0;
  const found = resultsText ? resultsText.replace('{count}', String(count)) : t('results', { count });
  const status = unavailable ? unavailableText || t('unavailable') : results ? found : '';
  return (
    <div className="search" onKeyDown={onKeyDown}>
      <input
        type="search"
        part="input"
        aria-label={label}
        placeholder={label}
        autoFocus
        onChange={(event) => runner.current?.input(event.target.value)}
      />
      <p role="status" part="status">
        {status}
      </p>
      {results && results.length > 0 && (
        <ul part="results">
          {results.map((result) => (
            <li key={result.url}>
              <SafeLink href={result.url} source="<site-search> result url" onClick={onChoose}>
                {result.title}
              </SafeLink>
              {result.excerpt && <p>{result.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
