/**
 * The phone field's control: a country code list and the number. The form holds one value, in
 * E.164 (`+447700900123`), whether the visitor types a national number, `+44 …`, `0044 …` or a
 * leading 0. The code follows the chosen country of residence (else the page's geoip country)
 * until the visitor picks a code. The first focus loads the numbering plans (phone-metadata.ts),
 * which then check the number's length for its country.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { Country } from '../country';
import type { FieldSpec } from '../fields';
import { loadPhoneMetadata, phoneLibrary, type PhoneLibrary } from '../phone-metadata';
import { followedCountry, geoipCountry, joinPhone, splitPhone, type PhoneParts } from '../phone-number';
import type { Translate } from '../translations';
import type { Described } from './described';

interface PhoneInputProps {
  spec: FieldSpec;
  t: Translate;
  countries: readonly Country[];
  id: string;
  /** The number's token: `tel-national`, or a login's `username webauthn`. */
  autoComplete: string;
  described: Described;
}

export function PhoneInput({ spec, t, countries, id, autoComplete, described }: PhoneInputProps) {
  const { field, fieldState } = useController({ name: spec.name });
  const { watch, setValue, getValues, trigger } = useFormContext();
  const residence = String(watch('country') ?? '');
  const [library, setLibrary] = useState<PhoneLibrary | undefined>(phoneLibrary);
  const [parts, setParts] = useState<PhoneParts>(() => splitPhone(String(field.value ?? ''), countries, residence));
  // The parts as of the last key: an effect runs after the render that scheduled it, and a key
  // typed in between (the plans arriving mid-number) must not be undone by that render's parts.
  const latest = useRef(parts);
  const show = (next: PhoneParts) => {
    latest.current = next;
    setParts(next);
  };
  // A kept number that carries its code keeps it, as one the visitor picked.
  const [picked, setPicked] = useState(() => parts.country !== '');

  const update = (next: PhoneParts) => {
    show(next);
    field.onChange(joinPhone(next, countries, library));
  };
  /** A change the visitor did not type, made to the latest parts: the value follows, checked again once touched. */
  const follow = (change: (current: PhoneParts) => PhoneParts, plans = library) => {
    const next = change(latest.current);
    show(next);
    const value = joinPhone(next, countries, plans);
    if (value !== getValues(spec.name))
      setValue(spec.name, value, { shouldDirty: true, shouldValidate: fieldState.isTouched });
    else if (plans !== library && fieldState.isTouched) void trigger(spec.name);
  };

  // The list arrives after the first render; then a kept value is split again.
  useEffect(() => {
    if (!countries.length) return;
    const kept = splitPhone(String(getValues(spec.name) ?? ''), countries, residence);
    show(kept);
    setPicked(kept.country !== '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list arrives
  }, [countries]);
  // The code follows the country of residence, or the geoip country, until the visitor picks one.
  useEffect(() => {
    const country = followedCountry(residence, geoipCountry(location.search), countries);
    if (!picked && country && country !== parts.country) follow((current) => ({ ...current, country }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow reads the latest parts
  }, [residence, countries, picked, parts.country]);

  // The number is uncontrolled: React mirrors a controlled value into the `value` attribute,
  // which page CSS selectors and session recorders read. What the visitor types stays as typed;
  // a number split anew (a kept one, once the list arrives) is put in.
  const input = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (input.current && input.current.value !== parts.national) input.current.value = parts.national;
  }, [parts.national]);

  const loadPlans = () => {
    if (library) return;
    void loadPhoneMetadata().then((plans) => {
      if (!plans) return;
      setLibrary(() => plans);
    });
  };
  // The plans arrived: the value in the country's own rules (Italy's leading 0), checked again.
  useEffect(() => {
    if (library) follow((current) => current, library);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the plans arrive
  }, [library]);

  return (
    <span className="phone" onFocus={loadPlans}>
      {/* The list names each country; the box shows only the chosen code, which is what fits. */}
      <span className="phone-code">
        <span aria-hidden="true">{countries.find(({ code }) => code === parts.country)?.phone_code ?? '+'}</span>
        <select
          name="phone_code"
          aria-label={t('phone_code')}
          autoComplete="tel-country-code"
          value={parts.country}
          onChange={(event) => {
            setPicked(true);
            update({ ...latest.current, country: event.target.value });
          }}
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
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        name={field.name}
        type="tel"
        autoComplete={autoComplete}
        onChange={(event) => update({ ...latest.current, national: event.target.value })}
        onBlur={field.onBlur}
        {...described}
      />
    </span>
  );
}
