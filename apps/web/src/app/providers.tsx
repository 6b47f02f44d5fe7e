/**
 * App-wide providers: TanStack Query and i18next; the request client's toasts go to the shell's
 * toaster (spec §8); the membership store follows the session from the first render on (spec §4).
 * Ant Design's theme and locale are provided by lib/ui/antd-scope.tsx where library components
 * are used.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { startMembershipSync } from '../features/membership/membership-store';
import { setApiNotifier } from '../lib/api-client';
import { applyLocale, i18n } from '../lib/i18n';
import { useLocaleStore } from '../lib/locale';
import { toast } from '../lib/ui/toast';

setApiNotifier({ error: toast.error });

/** One query client for the app; errors are toasted by the request client, not retried blindly. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } } });
}

/**
 * Gives `children` the query client and i18next, keeps the document in the stored locale and
 * starts the membership sync (spec §4) on mount.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const locale = useLocaleStore((s) => s.locale);
  applyLocale(locale);
  useEffect(() => applyLocale(locale), [locale]);
  // In an effect, not at import: the stored locale is known by now, and the plan name the
  // membership call answers is in the request's language.
  useEffect(() => startMembershipSync(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
