/**
 * Plain form controls of the planner form: a labelled field with its hint and inline error
 * (linked with `aria-describedby`, `aria-invalid` set), and groups of checkbox or radio "pills"
 * in a fieldset with a legend. Real inputs, so keyboards and screen readers work as usual.
 */
import { useId, type ReactNode } from 'react';

/** Ids a field's control uses to point at its hint and error. */
export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** Renders the control with the ids it needs. */
  children: (ids: FieldIds) => ReactNode;
}

/** A label, the control, a hint and an inline error. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ui-field planner-field ${error ? 'planner-field-invalid' : ''} ${className ?? ''}`}>
      <label className="ui-field-label planner-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p className="planner-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="planner-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** One option of a pill group; `label` is already translated. */
export interface PillOption<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link PillGroup}. */
export interface PillGroupProps<T extends string> {
  legend: string;
  options: readonly PillOption<T>[];
  /** Checkboxes: the values checked. */
  values: readonly T[];
  onChange: (values: T[]) => void;
  /** `radio`: exactly one value (`values[0]`), chosen with arrow keys. */
  type?: 'checkbox' | 'radio';
  hint?: string;
  error?: string;
  className?: string;
}

/** Checkboxes (or radios) drawn as pills that wrap. */
export function PillGroup<T extends string>({ legend, options, values, onChange, type = 'checkbox', hint, error, className }: PillGroupProps<T>) {
  const name = useId();
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const toggle = (value: T, checked: boolean) => {
    if (type === 'radio') onChange([value]);
    else onChange(checked ? [...values, value] : values.filter((v) => v !== value));
  };
  return (
    <fieldset className={`planner-pills ${className ?? ''}`} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className="ui-field-label planner-label">{legend}</legend>
      <div className="planner-pill-list">
        {options.map((option) => (
          <label key={option.value} className="planner-pill">
            <input
              type={type}
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p className="planner-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="planner-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
