/**
 * Language dropdown filled from `GET /api/v1/languages` (spec §2); on failure it toasts once
 * (spec §8) and offers the built-in list so the visitor can still switch.
 */
import { GlobalOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLocale } from '@dali/shared/locales';
import { useLocaleStore } from '../../lib/locale';
import { useLanguages } from '../../features/system/api/get-languages';

/** The language switcher button. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  const languages = useLanguages();

  useEffect(() => {
    if (languages.isError) void message.warning(t('errors.languagesFailed'));
  }, [languages.isError, message, t]);

  const list = languages.data ?? LANGUAGES;
  const current = list.find((l) => l.code === locale);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: list.map((language) => ({
          key: language.code,
          label: (
            <span lang={language.code}>
              <span aria-hidden="true">{language.flagIcon}</span> {language.nativeName}
            </span>
          ),
        })),
        onClick: ({ key }) => {
          const next = matchLocale(key);
          if (next) setLocale(next);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('nav.language')} className="nav-button" data-testid="language-menu">
        <span className="language-current">{current?.nativeName}</span>
      </Button>
    </Dropdown>
  );
}
