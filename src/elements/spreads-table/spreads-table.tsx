import { memo, useEffect, useId, useMemo, useState } from 'react';
import { systemClock } from '../../platform/dom/clock';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { formatPrice } from '../../services/quotes';
import { useQuotesFeed, useStaleWatch } from '../../widgets/quotes-table/use-quotes';
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
import { useLiveQuotes } from './use-live-quotes';
import css from './spreads-table.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [css];

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'instrument', label: 'Instrument' },
  { key: 'live', label: 'Live spread' },
  { key: 'typical', label: 'Typical spread' },
];

function Unavailable() {
  return (
    <span part="unavailable">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">not available</span>
    </span>
  );
}

/**
 * One instrument's row; `live` undefined leaves the live column out (no feed). Memoised on what
 * it shows: a tick re-renders the row whose spread it changed, not the table's others.
 */
const SpreadRowView = memo(function SpreadRowView(props: {
  instrument: string;
  name: string;
  live: number | null | undefined;
  liveDecimals: number;
  stale: boolean;
  typical: number | null;
  locale: string;
}) {
  const { instrument, name, live, liveDecimals, stale, typical, locale } = props;
  return (
    <tr part={stale ? 'row row-stale' : 'row'} data-instrument={instrument} data-stale={stale ? '' : undefined}>
      <th scope="row" data-field="instrument">
        {name}
      </th>
      {live !== undefined && (
        <td data-field="live">
          {live === null ? (
            <Unavailable />
          ) : (
            <>
              {formatPrice(live, liveDecimals, locale)}
              {stale && (
                <span part="stale-badge">
                  stale<span className="visually-hidden">: no update for over 30 minutes</span>
                </span>
              )}
            </>
          )}
        </td>
      )}
      <td data-field="typical">
        {typical === null ? <Unavailable /> : formatPrice(typical, typicalDecimals(typical), locale)}
      </td>
    </tr>
  );
});

export function SpreadsTable(props: SpreadsTableProps & HostProps) {
  const { instruments, src, tokenUrl, ws_api, instrumentNames, caption } = props;
  const { locale, quotesApi } = pageConfig();
  const codes = useMemo(() => instruments.map((code) => code.toUpperCase()), [instruments]);
  const url = spreadsUrl(src || `${quotesApi}/api/ajax/quotes_typical_spreads`, codes);
  const typical = useRemoteContent(url, readTypicalSpreads, '<spreads-table>');
  const { feed } = useQuotesFeed(ws_api, tokenUrl, codes, props.host);
  const quotes = useLiveQuotes(feed, codes);
  const [order, setOrder] = useState<SortOrder | null>(null);
  const captionId = useId();
  const hintId = useId();

  // A quote that passes 1800 s without a tick turns stale on time (one timer for the table).
  const staleWatch = useStaleWatch();
  const [, setStaleAt] = useState(0);
  const times = [...quotes.values()].map((quote) => quote.time).join(',');
  useEffect(() => {
    const cancels = times
      .split(',')
      .filter(Boolean)
      .map((time) => staleWatch.watch(Number(time), () => setStaleAt(Number(time))));
    return () => cancels.forEach((cancel) => cancel());
  }, [staleWatch, times]);

  if (codes.length === 0) return null;

  const spreads = typical.status === 'ready' ? typical.data : {};
  const now = systemClock.now() / 1000;
  const rows = sortRows(
    codes.map((code) => spreadRow(code, instrumentNames[code] ?? code, quotes.get(code), spreads[code], now)),
    order,
    locale,
  );
  // Without a feed there is no live spread to show: the column is left out.
  const columns = feed ? COLUMNS : COLUMNS.filter((column) => column.key !== 'live');
  const note = {
    loading: 'Loading typical spreads…',
    empty: 'Typical spreads are not available for these instruments right now.',
    failed: 'Typical spreads could not be loaded. Please try again later.',
    ready: '',
  }[typical.status];

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
                const sorted = order?.key === column.key ? order.direction : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={sorted} data-column={column.key}>
                    <button type="button" part="sort" onClick={() => setOrder(nextOrder(order, column.key))}>
                      {column.label}
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
                instrument={row.instrument}
                name={row.name}
                live={feed ? row.live : undefined}
                liveDecimals={row.liveDecimals}
                stale={row.stale}
                typical={row.typical}
                locale={locale}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p part="hint" id={hintId}>
        Spreads in price units (ask − bid).
        {feed ? ' Live spreads are marked stale after 30 minutes without an update.' : ''}
      </p>
    </div>
  );
}
