import type { ReactNode, Ref } from 'react';
import { LabelledField } from '../../widgets/fields/fields';

/** A refused field's message (`error` part), which its input names in aria-describedby. */
export function FieldError({ id, children }: { id: string; children: string | undefined }) {
  return children ? (
    <p id={id} part="error" className="field-error">
      {children}
    </p>
  ) : null;
}

/** A number typed in the page locale, with its label, its hint and, once refused, its error. */
export function NumberField(props: {
  label: ReactNode;
  name: string;
  value: string;
  hint: ReactNode;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  const { label, name, value, hint, error, inputRef, onChange } = props;
  return (
    <LabelledField label={label}>
      {(control) => (
        <>
          <input
            ref={inputRef}
            {...control}
            part={`input ${name}`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${control.id}-error ${control.id}-hint` : `${control.id}-hint`}
            onChange={(event) => onChange(event.target.value)}
          />
          <p id={`${control.id}-hint`} part="hint" className="field-hint">
            {hint}
          </p>
          <FieldError id={`${control.id}-error`}>{error}</FieldError>
        </>
      )}
    </LabelledField>
  );
}
