/**
 * Plain form controls of the planner form: a titled card of fields, a labelled field with its hint
 * and inline error (linked with `aria-describedby`, `aria-invalid` set), ready-made text/number/date
 * input and select fields, and groups of checkbox or radio "pills" in a fieldset with a legend. Real
 * inputs, so keyboards and screen readers work as usual.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FormCardProps {
  /** Id of the card's heading, unique on the page; the section is labelled by it. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled part of the form ("When", "Who", …): a section labelled by its `h2`. */
export function FormCard({ id, title, children }: FormCardProps) {
  return (
    <section className="planner-card" aria-labelledby={id}>
      <h2 className="planner-card-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A control's hint and inline error paragraphs, with the ids its `aria-describedby` names. */
function FieldNotes({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
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
    </>
  );
}

/** Ids a field's control uses to point at its hint and error. */
export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

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
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** Props of {@link InputField}: the field's label, hint and error, the text it holds and the input's kind and limits. */
export interface InputFieldProps extends Omit<FieldProps, 'children'>, Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'min' | 'max' | 'maxLength'> {
  type: 'text' | 'number' | 'date';
  /** The input's text (numbers and dates too, as typed). */
  value: string;
  /** Called with the input's new text on every edit. */
  onValueChange: (value: string) => void;
}

/** A {@link Field} holding one text, number or date input. */
export function InputField({ label, hint, error, className, value, onValueChange, ...input }: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input {...input} id={id} className="ui-input" value={value} onChange={(event) => onValueChange(event.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
      )}
    </Field>
  );
}

export interface SelectFieldProps<T extends string> extends Omit<FieldProps, 'children'> {
  value: T | '';
  /** Options after the empty one; labels already translated. */
  options: readonly PillOption<T>[];
  /** Label of the first option, value `''` (no choice). */
  emptyLabel: string;
  /** Called with the chosen value, `''` for the empty option. */
  onValueChange: (value: T | '') => void;
}

/** A {@link Field} holding a select whose first option means "no choice". */
export function SelectField<T extends string>({ value, options, emptyLabel, onValueChange, ...field }: SelectFieldProps<T>) {
  return (
    <Field {...field}>
      {({ id, describedBy, invalid }) => (
        <select id={id} className="ui-select" value={value} onChange={(event) => onValueChange(event.target.value as T | '')} aria-describedby={describedBy} aria-invalid={invalid}>
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** One option of a pill group; `label` is already translated. */
export interface PillOption<T extends string> {
  value: T;
  label: string;
}

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
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
