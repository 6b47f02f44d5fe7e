/**
 * Sets the document title, meta description, canonical link and language alternates on every
 * navigation and locale change (spec §2). The canonical URL carries `?lang=` for the Chinese
 * locales, which the app honours on load, so each locale of a route has its own address. A detail
 * page names itself once its record has loaded (lib/page-meta.ts): the tab then reads the place's
 * name, as the server-written head of the same URL does (apps/server/src/features/seo/page-head.ts).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@dali/shared/locales';
import { useLocaleStore } from '../../lib/locale';
import { usePageMetaStore } from '../../lib/page-meta-store';
import type { RouteHandle } from '../route-meta';

/** Absolute URL of `pathname` in `locale`. */
export function localizedUrl(origin: string, pathname: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return `${origin}${pathname}`;
  return `${origin}${pathname}${pathname.includes('?') ? '&' : '?'}lang=${locale}`;
}

function upsertHeadElement(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** The current route's handle (deepest match that has one). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.id) return handle;
  }
  return undefined;
}

/** Renders nothing; keeps <head> in step with the route and locale. */
export function PageHead() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const handle = useRouteHandle();
  const { pathname, search } = useLocation();
  const meta = usePageMetaStore((s) => s.meta);

  useEffect(() => {
    const id = handle?.id ?? 'notFound';
    const appName = t('app.name');
    // The page's own name and description once it has said them for this URL and language.
    const own = meta && meta.url === `${pathname}${search}` && meta.locale === locale ? meta : null;
    const title = own?.title ?? t(`routes.${id}.title`);
    document.title = id === 'home' ? title : `${title} · ${appName}`;
    const description = upsertHeadElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
    description.setAttribute('content', own?.description ?? t(`routes.${id}.description`));
    const origin = window.location.origin;
    // A lodging's reserve page is named by its id: each lodging has its own canonical address.
    const stayId = id === 'stayReserve' ? new URLSearchParams(search).get('id') : null;
    const path = stayId ? `${pathname}?id=${encodeURIComponent(stayId)}` : pathname;
    const canonical = upsertHeadElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
    canonical.setAttribute('href', localizedUrl(origin, path, locale));
    for (const alternate of LOCALES) {
      const link = upsertHeadElement(`link[rel="alternate"][hreflang="${alternate}"]`, () =>
        Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: alternate }),
      );
      link.setAttribute('href', localizedUrl(origin, path, alternate));
    }
  }, [handle, pathname, search, locale, t, meta]);

  return null;
}
