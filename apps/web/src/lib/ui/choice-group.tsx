/**
 * ChoiceGroup: one choice out of a few (a list filter's type or category) as a fieldset of real
 * radio buttons drawn as a segmented control: a visible legend, arrow keys between options and the
 * usual radio semantics for screen readers, with no component library.
 */
import './form-controls.css';
import { useId } from 'react';

/** One option; `label` is already translated. */
export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  options: readonly ChoiceOption<T>[];
  onChange: (value: T) => void;
  /** `strip`: joined buttons on one line (desktop); `wrap`: separate pills that wrap (drawers). */
  layout?: 'strip' | 'wrap';
  className?: string;
}

/** A labelled radio group drawn as buttons. */
export function ChoiceGroup<T extends string>({ legend, value, options, onChange, layout = 'strip', className }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={`ui-choice-group ${className ?? ''}`}>
      <legend className="ui-field-label">{legend}</legend>
      <div className={`ui-segmented${layout === 'wrap' ? ' ui-segmented-wrap' : ''}`}>
        {options.map((option) => (
          <label key={option.value} className="ui-segmented-option">
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
