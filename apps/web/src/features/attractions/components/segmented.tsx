/**
 * Segmented: a small set of mutually exclusive choices (list or map, newest or most helpful) as a
 * native radio group drawn as joined buttons: arrow keys move between options, the group has a
 * name, and the chosen option is announced as checked.
 */
import { useId } from 'react';

/** One option of {@link Segmented}. */
export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}

/** Renders `options` as one named radio group; `onChange` gets the chosen option's value. */
export function Segmented<T extends string>({ label, value, options, onChange, className }: SegmentedProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`segmented ${className ?? ''}`}>
      {options.map((option) => (
        <label key={option.value} className="segmented-option">
          <input
            type="radio"
            className="segmented-input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="segmented-label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
