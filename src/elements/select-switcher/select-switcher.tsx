import { useWords } from '../../platform/hooks/use-words';
import { selectSwitcherWords } from './select-switcher.words';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { keyForHash } from '../../widgets/tabs/hash-selection';
import { putHash, useHashSelection } from '../../widgets/tabs/use-hash-selection';
import { indexOfValue, readOptions } from './select-switcher.model';
import { useOptionBlocks } from './use-option-blocks';
import css from './select-switcher.css';
import type { SelectSwitcherProps } from './select-switcher.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/**
 * A labelled native select over the host's `data-option` children: the chosen child shows, the
 * others get `hidden`. The choice follows the `value` attribute and, with `hash`, the URL hash.
 */
export function SelectSwitcher({ label, value, hash, host }: SelectSwitcherProps & HostProps) {
  const t = useWords(host, selectSwitcherWords);
  const blocks = useOptionBlocks(host);
  const options = useMemo(() => readOptions(blocks), [blocks]);
  const values = options.map((option) => option.value);
  // The visitor's (or the URL hash's) choice, by value; null: the `value` attribute decides.
  const [picked, setPicked] = useState<string | null>(() =>
    hash ? (options[keyForHash(values, location.hash)]?.value ?? null) : null,
  );

  // A new `value` attribute is the template's new choice (state adjusted while rendering).
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setPicked(null);
  }

  const attributeIndex = indexOfValue(options, value);
  const pickedIndex = picked === null ? -1 : indexOfValue(options, picked);
  const current = pickedIndex >= 0 ? pickedIndex : Math.max(0, attributeIndex);
  const chosen = options[current];

  const badValue = value.trim() !== '' && options.length > 0 && attributeIndex < 0;
  useEffect(() => {
    if (badValue) {
      console.error(
        `<select-switcher>: attribute "value" "${value}" names no option (${options.map((o) => o.value).join(', ')}); showing the first.`,
      );
    }
    // Logged once per value, not when the options are re-read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [badValue, value]);

  const empty = blocks.length === 0;
  useEffect(() => {
    if (empty) console.error('<select-switcher>: no child has a data-option attribute; showing the content as it is.');
  }, [empty]);

  useHashSelection(values, (index) => index >= 0 && setPicked(values[index]!), { enabled: hash });

  // Before paint: the chosen block shows in the same frame as the select's new value.
  useLayoutEffect(() => {
    blocks.forEach((block, index) => (block.element.hidden = index !== current));
    if (chosen) host.dataset.value = chosen.value;
    else delete host.dataset.value;
  }, [blocks, current, chosen, host]);

  if (empty || !chosen) return <slot />;

  const choose = (index: number) => {
    const option = options[index]!;
    setPicked(option.value);
    // Replaced: no history entry per choice.
    if (hash && `#${option.value}` !== location.hash) putHash(option.value, 'replace');
    emit(host, 'select-change', { index, value: option.value, label: option.label });
  };

  return (
    <>
      <div part="control">
        <label part="label" htmlFor="choice">
          {label || t('choose')}
        </label>
        <select
          part="select"
          id="choice"
          value={chosen.value}
          aria-controls="panel"
          onChange={(event) => choose(event.currentTarget.selectedIndex)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div part="panel" id="panel">
        <slot />
      </div>
    </>
  );
}
