import { useId } from 'react';

/**
 * A choice from a list with its label (deposit-withdrawal's filters, trading-calculator's
 * instrument, leverage and currency), drawn by src/styles/controls.css's `field-control`, which
 * the element lists. `part` names the select (`select country`, `input leverage`).
 */
export function SelectField<Value extends string | number>(props: {
  label: string;
  part: string;
  value: Value;
  options: readonly Value[];
  text?: (option: Value) => string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const { label, part, value, options, text = String, disabled, onChange } = props;
  const id = useId();
  return (
    <div part="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        part={part}
        className="field-control"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
