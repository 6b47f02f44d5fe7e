/**
 * Search by name (Chinese, English or pinyin, as the API matches). The URL follows the typing
 * after a short pause, so each keystroke does not start a request; Enter searches at once.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Pause after the last keystroke before searching, ms. */
export const SEARCH_DEBOUNCE_MS = 350;

/** Props of {@link FoodSearch}. */
export interface FoodSearchProps {
  value: string;
  onSearch: (q: string) => void;
}

/** The search field with a visible label. */
export function FoodSearch({ value, onSearch }: FoodSearchProps) {
  const { t } = useTranslation('food');
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
    <div className="food-search">
      <label htmlFor={id} className="food-field-label">
        {t('filters.search')}
      </label>
      <Input
        id={id}
        type="search"
        enterKeyHint="search"
        value={draft}
        maxLength={100}
        allowClear
        prefix={<SearchOutlined aria-hidden="true" className="food-search-icon" />}
        placeholder={t('filters.searchPlaceholder')}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => onSearch(draft.trim())}
      />
    </div>
  );
}
