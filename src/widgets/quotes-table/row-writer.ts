/**
 * Writes a quotes row's view (quotes-table.model.ts `rowView`) into the row in place: the text
 * of each ticking cell, its class, the row's markers. React renders the row's structure once
 * and leaves these slots empty (quote-row.tsx); this writer is their one owner, so a tick costs
 * a few text writes, and only of what changed, rather than a render of the row. The DOM is the
 * record of what is shown: each write compares with it first.
 */
import { systemClock } from '../../platform/dom/clock';
import { framesUnderLoad } from '../../services/quotes-feed';
import type { DirectionText, RowView } from './quotes-table.model';

/** Writes `view`; `tick` says it is a new quote of a row that is following the feed (it may flash). */
export type RowWriter = (view: RowView, tick: boolean) => void;

const FLASH_MS = 600;

interface Price {
  box: HTMLElement;
  text: Text;
  flashedAt: number;
}

interface DirectionSlots {
  cell: HTMLElement;
  arrow: Text | null;
  word: Text | null;
  value: Text | null;
}

/**
 * The writer of `row`, as quote-row.tsx renders it: prices in `[data-field="bid"|"ask"] .price`,
 * the spread in `[data-field="spread"] .spread-value` and the changes in `[data-column="change_day"|"change_week"]`
 * (each an arrow `[aria-hidden]`, a `.visually-hidden` word and its figure, `.figure` or
 * `.change-value`), the coin's `[data-field="symbol"]` and the
 * quote's `<time>` when shown. A cell the row has no column for is left out.
 */
export function createRowWriter(row: HTMLElement, formatTime: (seconds: number) => string): RowWriter {
  const price = (field: string): Price | null => {
    const box = row.querySelector<HTMLElement>(`[data-field="${field}"] .price`);
    return box && { box, text: textOf(box)!, flashedAt: -Infinity };
  };
  const direction = (cell: HTMLElement | null, box: Element | null, value: string): DirectionSlots | null =>
    cell && {
      cell,
      arrow: textOf(box?.querySelector(':scope > [aria-hidden]')),
      word: textOf(box?.querySelector(':scope > .visually-hidden')),
      value: textOf(box?.querySelector(`:scope > ${value}`)),
    };
  const change = (column: string) => {
    const cell = row.querySelector<HTMLElement>(`[data-column="${column}"]`);
    return direction(cell, cell, '.change-value');
  };
  const spreadCell = row.querySelector<HTMLElement>('[data-field="spread"]');
  const slots = {
    bid: price('bid'),
    ask: price('ask'),
    spread: direction(spreadCell, spreadCell?.querySelector('.spread-value') ?? null, '.figure'),
    note: textOf(spreadCell?.querySelector('.indicative')),
    changeDay: change('change_day'),
    changeWeek: change('change_week'),
    symbol: textOf(row.querySelector('[data-field="symbol"]')),
    time: row.querySelector<HTMLTimeElement>('time'),
  };

  return (view, tick) => {
    mark(row, 'state', view.state);
    mark(row, 'freshness', view.freshness);
    mark(row, 'indicative', view.indicative ? '' : undefined);
    writePrice(slots.bid, view.bid, tick);
    writePrice(slots.ask, view.ask, tick);
    writeDirection(slots.spread, view.spread);
    write(slots.note, view.spread.note);
    writeDirection(slots.changeDay, view.changeDay);
    writeDirection(slots.changeWeek, view.changeWeek);
    write(slots.symbol, view.symbol);
    if (!slots.time) return;
    // Before the first quote the tag has no time to show.
    slots.time.hidden = view.time === null;
    if (view.time === null) return;
    const dateTime = new Date(view.time * 1000).toISOString();
    if (slots.time.dateTime !== dateTime) slots.time.dateTime = dateTime;
    write(textOf(slots.time), formatTime(view.time));
  };
}

/** The text node the writer owns in `box` (React renders the box empty), made on first use. */
function textOf(box: Element | null | undefined): Text | null {
  if (!box) return null;
  const first = box.firstChild;
  return first instanceof Text ? first : box.appendChild(document.createTextNode(''));
}

function write(text: Text | null, value: string) {
  if (text && text.data !== value) text.data = value;
}

/** Sets the `data-*` marker `key` (camel case), or takes it off for undefined. */
function mark(element: HTMLElement, key: string, value: string | undefined) {
  if (element.dataset[key] === value) return;
  if (value === undefined) delete element.dataset[key];
  else element.dataset[key] = value;
}

function writeDirection(slots: DirectionSlots | null, text: DirectionText) {
  if (!slots) return;
  if (slots.cell.className !== text.className) slots.cell.className = text.className;
  write(slots.arrow, text.arrow);
  write(slots.word, text.word);
  write(slots.value, text.value);
}

/**
 * A changed price flashes briefly: not its first value, not a write that is no tick (the row's
 * first or its catch-up, coming back near the screen or released from a pause), and not again
 * while a flash runs (a busy instrument ticks many times a second). Flipping `data-flash` between
 * two names restarts a CSS animation of an overlay in the price's box; the marker stays after the
 * fade, its overlay transparent (no event, no write per flash to take it off). quotes-table.css
 * leaves it out under reduced motion. A device so busy that the feed thins out its frames
 * (`framesUnderLoad`) spends nothing on flashes.
 */
function writePrice(price: Price | null, value: string, tick: boolean) {
  if (!price || price.text.data === value) return;
  const first = price.text.data === '' || price.text.data === '-';
  price.text.data = value;
  if (!tick || first || framesUnderLoad()) return;
  const now = systemClock.now();
  if (now - price.flashedAt < FLASH_MS) return;
  price.flashedAt = now;
  price.box.dataset.flash = price.box.dataset.flash === 'a' ? 'b' : 'a';
}
