import { memo, useEffect, useRef, useState } from 'react';
import { systemClock } from '../../platform/dom/clock';
import { quoteRow } from '../../services/quotes';
import type { StaleWatch } from '../../services/quotes';
import { framesUnderLoad, type QuotesFeed } from '../../services/quotes-feed';
import { ARROWS, ChangeCell } from './change-cell';
import { rowFreshness, WORDING } from './quotes-table.model';
import { useRenderWhenStale, useRowQuote } from './use-quotes';
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
 * One instrument of a quotes table: subscribes to its own quote while on or near the screen and
 * not paused, so a tick re-renders this row alone, and a row nobody can see is neither rendered
 * nor written.
 */
export const QuoteRow = memo(function QuoteRow(props: QuoteRowProps) {
  const { feed, instrument, name, href, typical, staleWatch, locale, layout, actions, paused, nearScreen } = props;
  const { quote, following } = useRowQuote(feed, instrument, paused, nearScreen);
  useRenderWhenStale(staleWatch, quote?.time);
  const now = systemClock.now() / 1000;
  const row = quoteRow(quote, typical, now, locale);
  const code =
    layout.code === 'symbol' ? (quote?.symbol ?? instrument) : layout.code === 'instrument' ? instrument : null;
  // The quote's time shows while the visitor points at or focuses the row: rendering it on
  // every tick of every row would cost more than the prices themselves.
  const [showTime, setShowTime] = useState(false);

  const cells: Record<string, JSX.Element | undefined> = {
    symbol: (
      <th scope="row" data-field="name" key="symbol">
        {href ? (
          <SafeLink href={href} source={`${layout.element} "full-path-url"`}>
            {name}
          </SafeLink>
        ) : (
          name
        )}
        {code !== null && (
          <span className="code" data-field={layout.code === 'symbol' ? 'symbol' : undefined}>
            {code}
          </span>
        )}
        {showTime && row.time !== null && (
          <time className="as-of" dateTime={new Date(row.time * 1000).toISOString()}>
            {formatTime(row.time, locale)}
          </time>
        )}
      </th>
    ),
    bid: <PriceCell field="bid" price={row.bid} following={following} key="bid" />,
    ask: <PriceCell field="ask" price={row.ask} following={following} key="ask" />,
    spread: (
      <td data-field="spread" className={`spread ${row.state}`} key="spread">
        <span className="spread-value">
          <span aria-hidden="true">{ARROWS[row.state]} </span>
          <span className="visually-hidden">{`${WORDING[row.state]}, `}</span>
          {row.spread}
        </span>
        {row.indicative && <span className="indicative"> {WORDING.indicative}</span>}
      </td>
    ),
    change_day: (
      <ChangeCell
        field={layout.changeFields.day}
        column="change_day"
        value={quote?.dayChange}
        locale={locale}
        key="change_day"
      />
    ),
    change_week: (
      <ChangeCell
        field={layout.changeFields.week}
        column="change_week"
        value={quote?.weekChange}
        locale={locale}
        key="change_week"
      />
    ),
  };
  // A column this table has no data for still gets its cell, so the rows stay aligned.
  const cellOf = (column: string) =>
    (Object.hasOwn(cells, column) ? cells[column] : undefined) ?? (
      <td data-column={column} key={column}>
        -
      </td>
    );

  return (
    <tr
      part="row"
      data-instrument={instrument}
      data-state={row.state}
      data-freshness={rowFreshness(row.time, now)}
      data-indicative={row.indicative || undefined}
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

/** A bid or ask: its price flashes when it changes (useFlash). Never a live region: prices are not announced. */
function PriceCell({ field, price, following }: { field: 'bid' | 'ask'; price: string; following: boolean }) {
  const box = useRef<HTMLSpanElement>(null);
  useFlash(box, price, following);
  return (
    <td data-field={field}>
      <span className="price" ref={box}>
        {price}
      </span>
    </td>
  );
}

const FLASH_MS = 600;

/**
 * A changed price flashes briefly (not on the first value, not on the catch-up of a row coming
 * back near the screen or released from a pause, and not again while a flash runs: a busy instrument ticks many times a
 * second). Flipping `data-flash` between two names restarts a CSS animation of an overlay in the
 * price's box; the marker stays after the fade, its overlay transparent (no event, no write per
 * flash to take it off). quotes-table.css leaves it out under reduced motion. A device so busy
 * that the feed thins out its frames (`framesUnderLoad`) spends nothing on flashes.
 */
function useFlash(price: React.RefObject<HTMLElement>, value: string, following: boolean) {
  const previous = useRef(value);
  const wasFollowing = useRef(following);
  const flashedAt = useRef(-Infinity);
  useEffect(() => {
    const catchUp = !wasFollowing.current;
    wasFollowing.current = following;
    if (previous.current === value) return;
    const first = previous.current === '-';
    previous.current = value;
    const now = systemClock.now();
    if (first || catchUp || !price.current || now - flashedAt.current < FLASH_MS || framesUnderLoad()) return;
    flashedAt.current = now;
    price.current.dataset.flash = price.current.dataset.flash === 'a' ? 'b' : 'a';
  }, [price, value, following]);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatTime(seconds: number, locale: string): string {
  let format = timeFormats.get(locale);
  if (!format) timeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' })));
  return format.format(seconds * 1000);
}
