/**
 * The phone field's control: a country code list and the national number. The form holds one
 * value (`+44 7700900123`); the code follows the chosen country of residence until the visitor
 * types a number or picks a code.
 */
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { Country } from '../countries';
import type { FieldSpec } from '../fields';
import { joinPhone, splitPhone, type PhoneParts } from '../phone-number';
import type { Translate } from '../translations';
import type { Described } from './field';

interface PhoneInputProps {
  spec: FieldSpec;
  t: Translate;
  countries: readonly Country[];
  id: string;
  described: Described;
}

export function PhoneInput({ spec, t, countries, id, described }: PhoneInputProps) {
  const { field } = useController({ name: spec.name });
  const residence = String(useFormContext().watch('country') ?? '');
  const [parts, setParts] = useState<PhoneParts>(() => splitPhone(String(field.value ?? ''), countries, residence));
  const update = (next: PhoneParts) => {
    setParts(next);
    field.onChange(joinPhone(next, countries));
  };
  // The list arrives after the first render; then a kept value is split again.
  useEffect(() => {
    if (countries.length) setParts(splitPhone(String(field.value ?? ''), countries, residence));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list arrives
  }, [countries]);
  useEffect(() => {
    if (residence && !parts.national) setParts((current) => ({ ...current, country: residence }));
  }, [residence, parts.national]);

  return (
    <span className="phone">
      {/* The list names each country; the box shows only the chosen code, which is what fits. */}
      <span className="phone-code">
        <span aria-hidden="true">{countries.find(({ code }) => code === parts.country)?.phone_code ?? '+'}</span>
        <select
          aria-label={t('phone_code')}
          autoComplete="tel-country-code"
          value={parts.country}
          onChange={(event) => update({ ...parts, country: event.target.value })}
        >
          <option value="">+</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} ({country.phone_code})
            </option>
          ))}
        </select>
      </span>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={parts.national}
        onChange={(event) => update({ ...parts, national: event.target.value })}
        onBlur={field.onBlur}
        {...described}
      />
    </span>
  );
}
