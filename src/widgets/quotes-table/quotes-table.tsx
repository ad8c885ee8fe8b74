import { useMemo } from 'react';
import type { QuotesFeed } from '../../services/quotes-feed';
import { QuoteRow, type RowLayout } from './quote-row';
import { WORDING } from './quotes-table.model';
import { useStaleWatch } from './use-quotes';

export interface TableRow {
  instrument: string;
  name: string;
  href: string | null;
  /** The typical spread shown once the quote passes 1800 s (docs/RULES.md §9), when known. */
  typical: number | undefined;
}

export interface QuotesTableProps {
  feed: QuotesFeed | null;
  rows: readonly TableRow[];
  columns: readonly { name: string; label: string }[];
  changeFields: RowLayout['changeFields'];
  code: RowLayout['code'];
  element: string;
  actions: readonly { label: string; href: string; part: string }[];
  /** The hidden heading of the actions' column. */
  actionsLabel: string;
  locale: string;
  paused: boolean;
  className?: string;
}

/**
 * The one table of live prices (quotes-widget, crypto-widget): a header cell per column, a row
 * per instrument (quote-row.tsx: formatting, flashes, near-screen gating, staleness), one timer
 * for the quotes passing 1800 s.
 */
export function QuotesTable(props: QuotesTableProps) {
  const { feed, rows, columns, changeFields, code, element, actions, actionsLabel, locale, paused } = props;
  const staleWatch = useStaleWatch();
  const names = columns.map((column) => column.name).join(',');
  // One layout object while the columns stay (changeFields is each element's constant): the rows
  // are memoised on their props.
  const layout = useMemo<RowLayout>(
    () => ({ columns: names.split(','), changeFields, code, element }),
    [names, changeFields, code, element],
  );
  return (
    <table part="table" className={props.className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.name} data-column={column.name}>
              {column.label}
            </th>
          ))}
          {actions.length > 0 && (
            <th scope="col" className="actions">
              <span className="visually-hidden">{actionsLabel}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <QuoteRow
            key={row.instrument}
            feed={feed}
            instrument={row.instrument}
            name={row.name}
            href={row.href}
            typical={row.typical}
            staleWatch={staleWatch}
            locale={locale}
            layout={layout}
            actions={actions}
            paused={paused}
          />
        ))}
      </tbody>
    </table>
  );
}

export interface FeedBarProps {
  /** The status text (quotes-table.model.ts `statusText`); empty while live. */
  text: string;
  paused: boolean;
  toggle(): void;
}

/**
 * The feed's state and the page's pause: one polite status region that says what the state is
 * (never a price), and the pause control, a toggle button pressed while paused.
 */
export function FeedBar({ text, paused, toggle }: FeedBarProps) {
  return (
    <div className="feed-bar">
      <p part="status" role="status">
        {text}
      </p>
      <button type="button" part="pause" aria-pressed={paused} onClick={toggle}>
        <span className="pause-icon" aria-hidden="true" />
        {WORDING.pause}
      </button>
    </div>
  );
}
