import { memo, useLayoutEffect, useRef, useState } from 'react';
import { systemClock } from '../../platform/dom/clock';
import type { StaleWatch } from '../../services/quotes';
import type { QuotesFeed } from '../../services/quotes-feed';
import { rowView, type RowWords } from './quotes-table.model';
import { createRowWriter, type RowWriter } from './row-writer';
import { useLiveQuote } from './use-quotes';
import { SafeLink } from '../../platform/hooks/safe-link';

/** What differs between the tables on the feed: their columns, their markers, their code line. */
export interface RowLayout {
  /** The columns' names, in order: symbol, bid, ask, spread, change_day, change_week; any other gets a '-' cell. */
  columns: readonly string[];
  /** The change cells' `data-field`: `change` in quotes-widget, docs/CONTRACT.md's `d_c` / `w_c` in crypto-widget. */
  changeFields: { day: string; week: string };
  /** Under the name: the instrument's code, the coin's symbol (`data-field="symbol"`), or nothing. */
  code: 'instrument' | 'symbol' | 'none';
  /** The element, as console errors about its links name it: `<quotes-widget>`. */
  element: string;
  /** The row's words, in the element's language (quotes-table.words.ts). */
  words: RowWords;
}

export interface QuoteRowProps {
  feed: QuotesFeed | null;
  instrument: string;
  name: string;
  href: string | null;
  typical: number | undefined;
  /** The table's timer for quotes passing 1800 s without a tick. */
  staleWatch: StaleWatch;
  locale: string;
  layout: RowLayout;
  actions: readonly { label: string; href: string; part: string }[];
  /** The page's live prices are paused: the row keeps what it shows. */
  paused: boolean;
  /** Its group of rows is on or near the screen (quotes-table.tsx). */
  nearScreen: boolean;
}

/**
 * One instrument of a quotes table. React renders its structure (the cells, the link, the time
 * tag on hover and focus) and re-renders it only when that changes; what a tick changes (the
 * prices, the spread and its direction, the changes, the row's markers) is written in place by
 * row-writer.ts, into slots React leaves empty, while the row is on or near the screen and not
 * paused (use-quotes.ts `useLiveQuote`). A tick costs no render, and a row nobody can see is not
 * written.
 */
export const QuoteRow = memo(function QuoteRow(props: QuoteRowProps) {
  const { feed, instrument, name, href, typical, staleWatch, locale, layout, actions, paused, nearScreen } = props;
  const element = useRef<HTMLTableRowElement>(null);
  const writer = useRef<RowWriter | null>(null);
  // The quote's time shows while the visitor points at or focuses the row: writing it on every
  // tick of every row would cost more than the prices themselves.
  const [showTime, setShowTime] = useState(false);
  // After each render the slots may be new (the time tag, other columns): the writer finds them.
  useLayoutEffect(() => {
    writer.current = createRowWriter(element.current!, (seconds) => formatTime(seconds, locale));
  });
  useLiveQuote(feed, instrument, paused, nearScreen, staleWatch, (quote, tick) =>
    writer.current?.(rowView(quote, instrument, typical, systemClock.now() / 1000, locale, layout.words), tick),
  );

  const cellOf = (column: string) => {
    switch (column) {
      case 'symbol':
        return (
          <th scope="row" data-field="name" key={column}>
            {href ? (
              <SafeLink href={href} source={`${layout.element} "full-path-url"`}>
                {name}
              </SafeLink>
            ) : (
              name
            )}
            {layout.code === 'symbol' && <span className="code" data-field="symbol" />}
            {layout.code === 'instrument' && <span className="code">{instrument}</span>}
            {showTime && <time className="as-of" />}
          </th>
        );
      case 'bid':
      case 'ask':
        // Never a live region: prices are not announced.
        return (
          <td data-field={column} key={column}>
            <span className="price" />
          </td>
        );
      case 'spread':
        return (
          <td data-field="spread" key={column}>
            <span className="spread-value">
              <Direction />
              <span className="figure" />
            </span>
            <span className="indicative" />
          </td>
        );
      case 'change_day':
      case 'change_week':
        // docs/RULES.md §9: the absolute value; the direction is the class, the arrow and the hidden word.
        return (
          <td
            data-field={layout.changeFields[column === 'change_day' ? 'day' : 'week']}
            data-column={column}
            key={column}
          >
            <Direction />
            <span className="change-value" />
          </td>
        );
      default:
        // A column this table has no data for still gets its cell, so the rows stay aligned.
        return (
          <td data-column={column} key={column}>
            -
          </td>
        );
    }
  };

  return (
    <tr
      ref={element}
      part="row"
      data-instrument={instrument}
      onPointerEnter={() => setShowTime(true)}
      onPointerLeave={() => setShowTime(false)}
      onFocus={() => setShowTime(true)}
      onBlur={() => setShowTime(false)}
    >
      {layout.columns.map(cellOf)}
      {actions.length > 0 && (
        <td className="actions">
          {actions.map((action) => (
            <SafeLink key={action.part} part={action.part} href={action.href} source={`${layout.element} "links"`}>
              {action.label}
            </SafeLink>
          ))}
        </td>
      )}
    </tr>
  );
});

/** A direction: a decorative arrow and the word said instead, written by row-writer.ts. */
function Direction() {
  return (
    <>
      <span aria-hidden="true" />
      <span className="visually-hidden" />
    </>
  );
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatTime(seconds: number, locale: string): string {
  let format = timeFormats.get(locale);
  if (!format) timeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' })));
  return format.format(seconds * 1000);
}
