/**
 * App-wide providers: TanStack Query, Ant Design (theme and locale follow the interface locale),
 * i18next, and the bridge that lets the request client show toasts (spec §8).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@dali/shared/locales';
import { setApiNotifier } from '../lib/api-client';
import { applyLocale, i18n } from '../lib/i18n';
import { useLocaleStore } from '../lib/locale';
import { themeFor } from './theme';

const ANTD_LOCALES = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-HK': zhHK } as const satisfies Record<Locale, unknown>;

/** One query client for the app; errors are toasted by the request client, not retried blindly. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } } });
}

function ApiNotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setApiNotifier({ error: (text) => void message.error(text) }), [message]);
  return null;
}

/** Wraps the app in every provider. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const locale = useLocaleStore((s) => s.locale);
  useEffect(() => applyLocale(locale), [locale]);
  applyLocale(locale);
  const theme = useMemo(() => themeFor(locale), [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={ANTD_LOCALES[locale]} theme={theme}>
          <AntApp>
            <ApiNotifierBridge />
            {children}
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
