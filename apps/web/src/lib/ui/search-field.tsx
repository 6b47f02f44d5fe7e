/**
 * A list page's search by name (Chinese, English or pinyin, as the API matches). The URL follows the typing
 * after a short pause, so each keystroke does not start a request; Enter searches at once. A plain
 * `<input type="search">`: the browser's clear button, the search key on phone keyboards.
 */
import './form-controls.css';
import { useEffect, useId, useState } from 'react';

/** Pause after the last keystroke before searching, ms. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchFieldProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called with the trimmed text after a pause in typing, or at once on Enter. */
  onSearch: (q: string) => void;
  /** Visible label and placeholder, in the page's words. */
  label: string;
  placeholder: string;
  /** Extra class for the page's layout. */
  className?: string;
}

/** The search field with a visible label. */
export function SearchField({ value, onSearch, label, placeholder, className }: SearchFieldProps) {
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
    <div className={`ui-field ${className ?? ''}`}>
      <label htmlFor={id} className="ui-field-label">
        {label}
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
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(draft.trim());
          }}
        />
      </div>
    </div>
  );
}
