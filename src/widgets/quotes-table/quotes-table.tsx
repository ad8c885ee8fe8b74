import { memo, useMemo, useRef } from 'react';
import type { QuotesFeed } from '../../services/quotes-feed';
import { QuoteRow, type QuoteRowProps, type RowLayout } from './quote-row';
import type { Translate } from '../../platform/dom/words';
import type { StatusKey } from './quotes-table.model';
import { useRenderedGroup, useStaleWatch } from './use-quotes';

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
  /** The rows' words (quotes-table.words.ts), in the element's language. */
  t: Translate<RowWord>;
  className?: string;
}

/** The words a row writes. */
type RowWord = keyof RowLayout['words'];

/**
 * The one table of live prices (quotes-widget, crypto-widget): a header cell per column, a row
 * per instrument (quote-row.tsx: formatting, flashes, staleness) in groups that follow the feed
 * while on or near the screen, one timer for the quotes passing 1800 s.
 */
export function QuotesTable(props: QuotesTableProps) {
  const { feed, rows, columns, changeFields, code, element, actions, actionsLabel, locale, paused, t } = props;
  const staleWatch = useStaleWatch();
  const names = columns.map((column) => column.name).join(',');
  // One layout object while the columns stay (changeFields is each element's constant): the rows
  // are memoised on their props.
  const [up, down, indicative] = [t('up'), t('down'), t('indicative')];
  const layout = useMemo<RowLayout>(
    () => ({ columns: names.split(','), changeFields, code, element, words: { up, down, indicative } }),
    [names, changeFields, code, element, up, down, indicative],
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
      {groupsOf(rows).map((group) => (
        <RowGroup
          key={group[0]!.instrument}
          rows={group}
          feed={feed}
          staleWatch={staleWatch}
          locale={locale}
          layout={layout}
          actions={actions}
          paused={paused}
        />
      ))}
    </table>
  );
}

/**
 * Rows rendered together: the browser skips a group off screen (`content-visibility: auto` on its
 * `<tbody>`, quotes-table.css) and tells when it comes near, one target per ROWS_PER_GROUP rows
 * instead of one per row. The browser computes every target's intersection on each frame that
 * lays out, and for 1,000 rows one per row was a third of a 6x slower main thread
 * (docs/PERFORMANCE.md).
 */
const ROWS_PER_GROUP = 10;

function groupsOf(rows: readonly TableRow[]): TableRow[][] {
  const groups: TableRow[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_GROUP)
    groups.push(rows.slice(start, start + ROWS_PER_GROUP));
  return groups;
}

type RowGroupProps = Omit<QuoteRowProps, 'instrument' | 'name' | 'href' | 'typical' | 'nearScreen'> & {
  rows: readonly TableRow[];
};

/** A `<tbody>` of up to ROWS_PER_GROUP rows, on or near the screen together. */
const RowGroup = memo(function RowGroup({ rows, ...shared }: RowGroupProps) {
  const group = useRef<HTMLTableSectionElement>(null);
  const nearScreen = useRenderedGroup(group);
  return (
    <tbody ref={group}>
      {rows.map((row) => (
        <QuoteRow
          key={row.instrument}
          {...shared}
          instrument={row.instrument}
          name={row.name}
          href={row.href}
          typical={row.typical}
          nearScreen={nearScreen}
        />
      ))}
    </tbody>
  );
});

export interface FeedBarProps {
  /** The status (quotes-table.model.ts `statusKey`); none while live. */
  status: StatusKey | '';
  paused: boolean;
  toggle(): void;
  /** The element's words (quotes-table.words.ts). */
  t: Translate<StatusKey | 'pause'>;
}

/**
 * The feed's state and the page's pause: one polite status region that says what the state is
 * (never a price), and the pause control, a toggle button pressed while paused.
 */
export function FeedBar({ status, paused, toggle, t }: FeedBarProps) {
  return (
    <div className="feed-bar">
      <p part="status" role="status">
        {status && t(status)}
      </p>
      <button type="button" part="pause" aria-pressed={paused} onClick={toggle}>
        <span className="pause-icon" aria-hidden="true" />
        {t('pause')}
      </button>
    </div>
  );
}
