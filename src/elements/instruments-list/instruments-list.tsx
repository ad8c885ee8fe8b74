import { useWords } from '../../platform/hooks/use-words';
import { instrumentsListWords } from './instruments-list.words';
import { useEffect, useId, useMemo, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { debounce } from '../../platform/dom/debounce';
import { TabList, TabPanel, useTabs } from '../../widgets/tabs/tab-list';
import { useRemoteContent } from '../../widgets/remote-content/use-remote-content';
import { RemoteState } from '../../widgets/remote-content/remote-state';
import type { InstrumentsListProps } from './instruments-list.attributes';
import {
  classesOf,
  filterInstruments,
  instrumentUrl,
  readInstruments,
  type AssetClass,
} from './instruments-list.model';
import { SafeLink } from '../../platform/hooks/safe-link';
import tabPills from '../../widgets/tabs/tab-pills.css';
import css from './instruments-list.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [tabPills, css];

/** Typing pauses this long before the list filters and the count is announced. */
export const SEARCH_DEBOUNCE_MS = 250;

export function InstrumentsList({
  host,
  src,
  urlTemplate,
  heading: headingGiven,
  initialClass,
}: InstrumentsListProps & HostProps) {
  const t = useWords(host, instrumentsListWords);
  const heading = headingGiven || t('heading');
  const url = src || `${pageConfig().quotesApi}/api/instruments`;
  const content = useRemoteContent(url, readInstruments, '<instruments-list>');
  const instruments = useMemo(() => (content.status === 'ready' ? content.data : []), [content]);
  const kinds = useMemo((): (AssetClass | 'all')[] => ['all', ...classesOf(instruments)], [instruments]);
  const [selectedKind, setSelectedKind] = useState<AssetClass | 'all'>(initialClass);
  const selected = Math.max(0, kinds.indexOf(selectedKind));
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [applyQuery] = useState(() => debounce(setQuery, SEARCH_DEBOUNCE_MS));
  useEffect(() => () => applyQuery.cancel(), [applyQuery]);
  const searchId = useId();
  const tabs = useTabs({
    count: kinds.length,
    selected,
    onSelect: (index) => setSelectedKind(kinds[index]!),
  });

  if (content.status !== 'ready') {
    return (
      <RemoteState
        status={content.status}
        messages={{ loading: t('loading'), empty: t('empty'), failed: t('failed') }}
        label={heading}
      />
    );
  }

  const shown = filterInstruments(instruments, kinds[selected]!, query);

  return (
    <section part="base" aria-label={heading}>
      <div part="controls">
        <TabList
          tabs={tabs}
          items={kinds.map((kind) => ({ key: kind, label: t(kind), data: { 'data-class': kind } }))}
          panels="one"
          label={t('classes')}
        />
        <div part="search">
          <label htmlFor={searchId}>{t('search')}</label>
          <input
            id={searchId}
            part="search-input"
            type="search"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              applyQuery(event.target.value);
            }}
          />
        </div>
      </div>
      <p part="count" role="status" aria-atomic="true">
        {/* All classes is a sentence of its own, not a class's name put in one. */}
        {t(`${shown.length === 0 ? 'none' : 'count'}_${query.trim() ? 'for' : 'in'}${selected === 0 ? '_all' : ''}`, {
          count: shown.length,
          query: query.trim(),
          class: t(kinds[selected]!),
        })}
      </p>
      <TabPanel tabs={tabs} focusable={false}>
        {shown.length === 0 ? (
          <div part="empty">
            <p>{t('no_match', { query: query.trim() })}</p>
            <button
              type="button"
              part="clear"
              onClick={() => {
                applyQuery.cancel();
                setTyped('');
                setQuery('');
                setSelectedKind('all');
              }}
            >
              {t('clear')}
            </button>
          </div>
        ) : (
          <ul part="list">
            {shown.map((item) => {
              const href = instrumentUrl(urlTemplate, item.slug);
              const body = (
                <>
                  <span part="symbol">{item.symbol}</span> <span part="name">{item.name}</span>
                </>
              );
              return (
                <li key={item.symbol} part="item" data-symbol={item.symbol} data-class={item.class}>
                  {href ? (
                    <SafeLink part="link" href={href} source='<instruments-list> "url-template"'>
                      {body}
                    </SafeLink>
                  ) : (
                    body
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </TabPanel>
    </section>
  );
}
