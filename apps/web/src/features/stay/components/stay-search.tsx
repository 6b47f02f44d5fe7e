/**
 * Search by name (Chinese, English or pinyin, as the API matches). The URL follows the typing
 * after a short pause, so each keystroke does not start a request; Enter searches at once. A plain
 * `<input type="search">`: the browser's clear button, the search key on phone keyboards.
 */
import '../../../lib/ui/form-controls.css';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Pause after the last keystroke before searching, ms. */
export const SEARCH_DEBOUNCE_MS = 350;

/** Props of {@link StaySearch}. */
export interface StaySearchProps {
  value: string;
  onSearch: (q: string) => void;
}

/** The search field with a visible label. */
export function StaySearch({ value, onSearch }: StaySearchProps) {
  const { t } = useTranslation('stay');
  const id = useId();
  const [draft, setDraft] = useState(value);

  // Follow outside changes (clear filters, Back) without fighting the user's typing.
  useEffect(() => setDraft(value), [value]);

  useEffect(() => {
    if (draft.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <div className="ui-field stay-search">
      <label htmlFor={id} className="ui-field-label">
        {t('filters.search')}
      </label>
      <div className="ui-search">
        <svg className="ui-search-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          className="ui-input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={draft}
          maxLength={100}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(draft.trim());
          }}
        />
      </div>
    </div>
  );
}
