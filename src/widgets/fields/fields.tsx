/**
 * Fields outside the forms (deposit-withdrawal's filters, trading-calculator's inputs), drawn by
 * src/styles/controls.css's `field-control`, which the element lists.
 */
import { useId, type ReactNode } from 'react';

/** A `field` part: the label over what `children` draws for the id the label names. */
export function LabelledField({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div part="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A choice from a list with its label; `part` names the select (`select country`, `input leverage`). */
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
  return (
    <LabelledField label={label}>
      {(id) => (
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
      )}
    </LabelledField>
  );
}
