import { changeDirection, formatCryptoChange } from '../../services/quotes';

/** The direction arrows of the quote tables; decorative, the direction is also hidden text. */
export const ARROWS = { up: '▲', down: '▼' } as const;

/** docs/CONTRACT.md: class `positive` above 0 (`negative` below, for the colour). */
const CHANGE_CLASSES = { up: 'positive', down: 'negative', flat: '' } as const;

export interface ChangeCellProps {
  /** The change in percent; undefined when the feed sends none. */
  value: number | undefined;
  locale: string;
  /** The cell's `data-field` marker: `d_c` / `w_c` in crypto-widget, `change` in quotes-widget. */
  field: string;
  /** The column it fills, as its header cell names it (`data-column`), when it is one. */
  column?: string;
}

/**
 * A change cell (docs/RULES.md §9): the number is the absolute value with two decimals and `%`; the
 * direction is the class, an arrow and visually hidden "up"/"down", never a sign in the number.
 */
export function ChangeCell({ value, locale, field, column }: ChangeCellProps) {
  const direction = changeDirection(value);
  return (
    <td data-field={field} data-column={column} className={`change ${CHANGE_CLASSES[direction]}`}>
      {direction !== 'flat' && (
        <>
          <span aria-hidden="true">{ARROWS[direction]} </span>
          <span className="visually-hidden">{direction} </span>
        </>
      )}
      <span className="change-value">{formatCryptoChange(value, locale)}</span>
    </td>
  );
}
