/**
 * One field of the kit (docs/RULES.md §5): a label, the input for the field's kind, an error message with
 * an error icon, or a check icon once a touched value is valid. Native validation is off (the form
 * has noValidate); the input carries aria-invalid and is described by its error, so a screen
 * reader reads the problem when focus lands on it. It is rendered in the element's light DOM
 * (fields-step.tsx), so a label's page content is moved in rather than slotted.
 */
import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Country } from '../country';
import { isRecorded, type FieldSpec } from '../fields';
import type { Translate } from '../translations';
import { Icon } from './icons';
import { PageContent } from './page-content';
import { PhoneInput } from './phone-input';
import { UNRECORDED, type Described } from './described';

export interface FieldProps {
  spec: FieldSpec;
  /** The control's id, unique in the document. */
  id: string;
  autoComplete: string;
  t: Translate;
  countries: readonly Country[];
  /** The element, whose children may carry a label's own content (`slot="label-terms"`). */
  host: HTMLElement;
}

export function Field({ spec, id, autoComplete, t, countries, host }: FieldProps) {
  const { register, getFieldState, formState, watch } = useFormContext();
  const { error, isTouched } = getFieldState(spec.name, formState);
  const value: unknown = watch(spec.name);
  const errorId = `${id}-error`;
  const state = error ? 'invalid' : isTouched && value !== '' && value !== false ? 'valid' : 'idle';
  const described: Described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': spec.required || undefined,
    // A secret or a phone number: session recorders leave its value out, shown password too.
    ...(isRecorded(spec) ? {} : UNRECORDED),
  };
  const label = t(spec.label ?? spec.name);
  const optional = !spec.required && <span className="optional"> {t('optional')}</span>;
  const message = error && (
    <p id={errorId} className="error">
      <Icon name="error" />
      {error.message}
    </p>
  );

  if (spec.kind === 'checkbox') {
    return (
      <div className="field checkbox" data-field={spec.name} data-state={state}>
        <input id={id} type="checkbox" {...register(spec.name)} {...described} />
        <label htmlFor={id}>
          <PageContent host={host} slot={`label-${spec.name}`}>
            {label}
          </PageContent>
          {optional}
        </label>
        {message}
      </div>
    );
  }

  let control: ReactNode;
  if (spec.kind === 'select' || spec.kind === 'country') {
    const options =
      spec.kind === 'country'
        ? countries.map(({ code, name }) => ({ value: code, label: name }))
        : (spec.options ?? []);
    control = (
      <select id={id} autoComplete={autoComplete} {...register(spec.name)} {...described}>
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'tel') {
    control = (
      <PhoneInput spec={spec} t={t} countries={countries} id={id} autoComplete={autoComplete} described={described} />
    );
  } else if (/password|secret/.test(spec.kind)) {
    control = <PasswordInput spec={spec} t={t} id={id} autoComplete={autoComplete} described={described} />;
  } else {
    const otp = spec.kind === 'otp';
    control = (
      <input
        id={id}
        type={otp ? 'text' : spec.kind}
        autoComplete={autoComplete}
        inputMode={otp ? 'numeric' : undefined}
        maxLength={otp ? 6 : undefined}
        spellCheck={spec.kind === 'email' ? false : undefined}
        {...register(spec.name)}
        {...described}
      />
    );
  }
  return (
    <div className="field" data-field={spec.name} data-state={state}>
      <label htmlFor={id}>
        {label}
        {optional}
      </label>
      <div className="control">
        {control}
        {state !== 'idle' && (
          <span className={`status ${state}`}>
            <Icon name={state === 'invalid' ? 'error' : 'check'} />
          </span>
        )}
      </div>
      {message}
    </div>
  );
}

function PasswordInput({
  spec,
  t,
  id,
  autoComplete,
  described,
}: {
  spec: FieldSpec;
  t: Translate;
  id: string;
  autoComplete: string;
  described: Described;
}) {
  const { register } = useFormContext();
  const [shown, setShown] = useState(false);
  return (
    <>
      <input
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        {...register(spec.name)}
        {...described}
      />
      <button
        type="button"
        className="reveal"
        aria-controls={id}
        aria-pressed={shown}
        aria-label={t('show_password')}
        onClick={() => setShown(!shown)}
      >
        <Icon name={shown ? 'visibility_off' : 'visibility'} />
      </button>
    </>
  );
}
