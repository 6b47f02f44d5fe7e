/**
 * Quick text (spec §2 "form or quick-text input", §5 "quick text plan: at least 10 characters"): the
 * trip in the visitor's own words, with a live count that says how many more characters are
 * needed, examples in the current language that fill the box, and the plan's language (the page
 * passes the interface language until the traveller picks one here).
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@dali/shared/locales';
import { countCharacters, PLAN_LANGUAGE_NAMES } from '../planner-form';

/** Fewest characters of a quick-text request (spec §5, §9). */
export const QUICK_TEXT_MIN_CHARS = 10;
/** Most characters of a quick-text request (contract `PlanFromTextRequestSchema`). */
export const QUICK_TEXT_MAX_CHARS = 500;

/** Props of {@link QuickTextForm}: the text and plan language the page holds, its error, and the handlers. */
export interface QuickTextFormProps {
  text: string;
  /** The plan language shown: the traveller's pick, else the interface language. */
  language: Locale;
  error: string | null;
  onTextChange: (text: string) => void;
  /** The traveller picked a plan language. */
  onLanguageChange: (language: Locale) => void;
  onSubmit: () => void;
  busy: boolean;
}

/** The quick-text form (see the module comment). */
export function QuickTextForm({ text, language, error, onTextChange, onLanguageChange, onSubmit, busy }: QuickTextFormProps) {
  const { t } = useTranslation('planner');
  const id = useId();
  const count = countCharacters(text);
  const missing = Math.max(0, QUICK_TEXT_MIN_CHARS - count);
  const examples = t('quick.examples', { returnObjects: true }) as unknown as string[];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="planner-card planner-quick" onSubmit={submit} noValidate aria-label={t('quick.label')}>
      <label className="planner-quick-label" htmlFor={`${id}-text`}>
        {t('quick.prompt')}
      </label>
      <textarea
        id={`${id}-text`}
        className="textarea planner-quick-text"
        rows={4}
        value={text}
        placeholder={t('quick.placeholder')}
        onChange={(event) => onTextChange(event.target.value)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p className={`planner-counter ${count > QUICK_TEXT_MAX_CHARS ? 'planner-counter-over' : ''}`} id={`${id}-count`} aria-live="polite">
        {missing > 0 ? t('quick.needMore', { count: missing }) : t('quick.count', { count, maximum: QUICK_TEXT_MAX_CHARS })}
      </p>
      {error && (
        <p className="planner-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <div className="planner-examples">
        <p className="planner-hint">{t('quick.examplesTitle')}</p>
        <ul className="planner-example-list">
          {examples.map((example) => (
            <li key={example}>
              <button type="button" className="planner-example" onClick={() => onTextChange(example)}>
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="planner-quick-footer">
        <label className="planner-inline-field">
          <span className="ui-field-label">{t('form.language')}</span>
          <select className="ui-select" value={language} onChange={(event) => onLanguageChange(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {PLAN_LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
          {t('quick.submit')}
        </button>
      </div>
    </form>
  );
}
