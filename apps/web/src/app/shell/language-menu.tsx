/**
 * Language dropdown filled from `GET /api/v1/languages` (spec §2): a native select, so it works
 * with keyboard, screen readers and mobile pickers. On failure it warns once (spec §8 "Language
 * list failure toast") and offers the built-in list so the visitor can still switch.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLocale } from '@dali/shared/locales';
import { useLocaleStore } from '../../lib/locale';
import { toast } from '../../lib/ui/toast';
import { useLanguages } from '../../features/system/api/get-languages';

/**
 * Interface language select of the navbar (spec §1, §2): choosing one sets the stored locale. Lists
 * the server's languages, or the built-in list after a warning toast when that call fails.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  const languages = useLanguages();

  useEffect(() => {
    if (languages.isError) toast.warning(t('errors.languagesFailed'));
  }, [languages.isError, t]);

  const list = languages.data ?? LANGUAGES;
  return (
    <span className="language-menu">
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <svg className="language-icon" aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4">
        <circle cx="8" cy="8" r="6.5" />
        <path d="M1.5 8h13M8 1.5c2 2 2.8 4.2 2.8 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.2 5.7 5.2 8S6 12.5 8 14.5" />
      </svg>
      <select
        id={id}
        className="language-select"
        value={locale}
        data-testid="language-menu"
        onChange={(event) => {
          const next = matchLocale(event.target.value);
          if (next) setLocale(next);
        }}
      >
        {list.map((language) => (
          // Flag emoji are left out: many desktop systems draw them as letters or boxes.
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </span>
  );
}
