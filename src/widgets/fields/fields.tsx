/**
 * Fields outside the forms (deposit-withdrawal's filters, trading-calculator's inputs), drawn by
 * src/styles/controls.css's `field-control`, which the element lists.
 */
import { useId, type ReactNode } from 'react';

/** What a field gives its control: the id its label names, and controls.css's look. */
export interface FieldControl {
  id: string;
  className: 'field-control';
}

/** A `field` part: the label over what `children` draws with the control it is given. */
export function LabelledField({
  label,
  children,
}: {
  label: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  return (
    <div part="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, className: 'field-control' })}
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
      {(control) => (
        <select
          {...control}
          part={part}
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
