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
import { THEME } from './theme';

const ANTD_LOCALES = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-HK': zhHK } as const satisfies Record<Locale, unknown>;

/** Theme and locale provider for Ant Design components below it. */
export function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
