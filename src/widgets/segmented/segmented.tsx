import { useRef, type KeyboardEvent } from 'react';

/**
 * The options of a segmented choice: one radio button each, drawn as a joined box (part `option`,
 * the chosen one also `option-selected`; the look is segmented.css). The caller puts them in its
 * fieldset, after the legend. Native radios: arrow keys move and choose, as in any radio group;
 * Home and End choose the first and the last, as they do in the tab lists.
 */
export function SegmentedOptions<Value extends string>({
  name,
  options,
  value,
  onChange,
}: {
  /** The radio group's name. */
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : -1;
    if (index < 0) return;
    // Home and End would otherwise scroll the page.
    event.preventDefault();
    onChange(options[index]!.value);
    inputs.current[index]?.focus();
  };
  return options.map((option, index) => (
    <label key={option.value} part={option.value === value ? 'option option-selected' : 'option'}>
      <input
        ref={(input) => {
          inputs.current[index] = input;
        }}
        type="radio"
        name={name}
        value={option.value}
        checked={option.value === value}
        onChange={() => onChange(option.value)}
        onKeyDown={onKeyDown}
      />
      {option.label}
    </label>
  ));
}
