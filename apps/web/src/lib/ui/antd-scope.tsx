/**
 * Ant Design's theme and locale around the parts of a page that use Ant Design components. The
 * shell itself is plain HTML (first-load budget, docs/decisions/0006-web-first-load.md); pages and
 * dialogs that use the library wrap themselves in this scope, so it loads with them.
 */
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';
import type { ReactNode } from 'react';
import type { Locale } from '@dali/shared/locales';
import { useLocaleStore } from '../locale';
import { useMediaQuery } from '../catalog-list/use-media-query';
import { THEME, THEME_DARK } from './theme';

const ANTD_LOCALES = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-HK': zhHK } as const satisfies Record<Locale, unknown>;

/** Media query of the system's dark colour scheme. */
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Theme and locale provider for Ant Design components below it; the theme follows the system's colour scheme. */
export function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  const dark = useMediaQuery(DARK_QUERY);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={dark ? THEME_DARK : THEME}>
      {children}
    </ConfigProvider>
  );
}
