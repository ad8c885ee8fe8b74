/**
 * The options of a segmented choice: one radio button each, drawn as a joined box (part `option`,
 * the chosen one also `option-selected`; the look is segmented.css). The caller puts them in its
 * fieldset, after the legend.
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
  return options.map((option) => (
    <label key={option.value} part={option.value === value ? 'option option-selected' : 'option'}>
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={option.value === value}
        onChange={() => onChange(option.value)}
      />
      {option.label}
    </label>
  ));
}
