import { memo, useId, useMemo, useRef, useState } from 'react';
import { systemClock } from '../../platform/dom/clock';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { useLocale } from '../../platform/hooks/use-locale';
import { useWords } from '../../platform/hooks/use-words';
import type { Translate } from '../../platform/dom/words';
import { formatPrice } from '../../services/quotes';
import type { QuotesFeed } from '../../services/quotes-feed';
import type { StaleWatch } from '../../services/quotes';
import {
  useNearScreen,
  usePricePause,
  useQuotesFeed,
  useRenderWhenStale,
  useRowQuote,
  useStaleWatch,
} from '../../widgets/quotes-table/use-quotes';
import { useRemoteContent } from '../../widgets/remote-content/use-remote-content';
import type { SpreadsTableProps } from './spreads-table.attributes';
import {
  nextOrder,
  readTypicalSpreads,
  sortRows,
  spreadRow,
  spreadsUrl,
  typicalDecimals,
  type SortKey,
  type SortOrder,
} from './spreads-table.model';
import { spreadsTableWords } from './spreads-table.words';
import css from './spreads-table.css';

type Words = Translate<keyof (typeof spreadsTableWords)['english']>;

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [css];

const COLUMNS: readonly SortKey[] = ['instrument', 'live', 'typical'];

function Unavailable({ t }: { t: Words }) {
  return (
    <span part="unavailable">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('not_available')}</span>
    </span>
  );
}

/**
 * One instrument's row. With a feed (`feed` not null) it streams its live spread as the quote
 * tables' rows do (use-quotes.ts `useRowQuote`): on or near the screen, not while the page's
 * prices are paused, stale on time without a tick; a tick re-renders this row alone. Without a
 * feed the live column is left out.
 */
const SpreadRowView = memo(function SpreadRowView(props: {
  feed: QuotesFeed | null;
  instrument: string;
  name: string;
  typical: number | undefined;
  staleWatch: StaleWatch;
  paused: boolean;
  locale: string;
  t: Words;
}) {
  const { feed, instrument, name, staleWatch, paused, locale, t } = props;
  const rowElement = useRef<HTMLTableRowElement>(null);
  const { quote } = useRowQuote(feed, instrument, paused, useNearScreen(rowElement));
  useRenderWhenStale(staleWatch, quote?.time);
  const { live, liveDecimals, stale, typical } = spreadRow(
    instrument,
    name,
    quote,
    props.typical,
    systemClock.now() / 1000,
  );
  return (
    <tr
      ref={rowElement}
      part={stale ? 'row row-stale' : 'row'}
      data-instrument={instrument}
      data-stale={stale ? '' : undefined}
    >
      <th scope="row" data-field="instrument">
        {name}
      </th>
      {feed && (
        <td data-field="live">
          {live === null ? (
            <Unavailable t={t} />
          ) : (
            <>
              {formatPrice(live, liveDecimals, locale)}
              {stale && (
                <span part="stale-badge">
                  {t('stale')}
                  <span className="visually-hidden">{t('stale_detail')}</span>
                </span>
              )}
            </>
          )}
        </td>
      )}
      <td data-field="typical">
        {typical === null ? <Unavailable t={t} /> : formatPrice(typical, typicalDecimals(typical), locale)}
      </td>
    </tr>
  );
});

export function SpreadsTable(props: SpreadsTableProps & HostProps) {
  const { instruments, src, tokenUrl, ws_api, instrumentNames } = props;
  const t = useWords(props.host, spreadsTableWords);
  const caption = props.caption || t('caption');
  const locale = useLocale(props.host);
  const { quotesApi } = pageConfig();
  const codes = useMemo(() => instruments.map((code) => code.toUpperCase()), [instruments]);
  const url = spreadsUrl(src || `${quotesApi}/api/ajax/quotes_typical_spreads`, codes);
  const typical = useRemoteContent(url, readTypicalSpreads, '<spreads-table>');
  const { feed } = useQuotesFeed(ws_api, tokenUrl, codes, props.host);
  const { paused } = usePricePause(false);
  const [order, setOrder] = useState<SortOrder | null>(null);
  const captionId = useId();
  const hintId = useId();

  // A quote that passes 1800 s without a tick turns stale on time (one timer for the table).
  const staleWatch = useStaleWatch();

  if (codes.length === 0) return null;

  const spreads = typical.status === 'ready' ? typical.data : {};
  const now = systemClock.now() / 1000;
  // Ordered by the spreads of the moment the visitor sorts (or the typical spreads arrive): the
  // rows stay where they are while their spreads stream.
  const rows = sortRows(
    codes.map((code) => spreadRow(code, instrumentNames[code] ?? code, feed?.getQuote(code), spreads[code], now)),
    order,
    locale,
  );
  // Without a feed there is no live spread to show: the column is left out.
  const columns = feed ? COLUMNS : COLUMNS.filter((column) => column !== 'live');
  const note = typical.status === 'ready' ? '' : t(typical.status);

  return (
    <div part="base">
      <p part="status" role="status" data-state={typical.status}>
        {note}
      </p>
      <div
        part="scroller"
        role="region"
        aria-labelledby={captionId}
        aria-describedby={hintId}
        // Focusable so a keyboard can scroll it when it is narrower than the table.
        tabIndex={0}
      >
        <table part="table">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = order?.key === column ? order.direction : undefined;
                return (
                  <th key={column} scope="col" aria-sort={sorted} data-column={column}>
                    <button type="button" part="sort" onClick={() => setOrder(nextOrder(order, column))}>
                      {t(column)}
                      <span part="sort-icon" aria-hidden="true">
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <SpreadRowView
                key={row.instrument}
                feed={feed}
                instrument={row.instrument}
                name={row.name}
                typical={spreads[row.instrument]}
                staleWatch={staleWatch}
                paused={paused}
                locale={locale}
                t={t}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p part="hint" id={hintId}>
        {t(feed ? 'note_live' : 'note')}
      </p>
    </div>
  );
}
