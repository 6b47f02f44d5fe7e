/**
 * Sets the document title, meta description, canonical link and language alternates on every
 * navigation and locale change (spec §2). The canonical URL carries `?lang=` for the Chinese
 * locales, which the app honours on load, so each locale of a route has its own address.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@dali/shared/locales';
import { useLocaleStore } from '../../lib/locale';
import type { RouteHandle } from '../route-meta';

/** Absolute URL of `pathname` in `locale`. */
export function localizedUrl(origin: string, pathname: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `${origin}${pathname}` : `${origin}${pathname}?lang=${locale}`;
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
  const { pathname } = useLocation();

  useEffect(() => {
    const id = handle?.id ?? 'notFound';
    const appName = t('app.name');
    const title = t(`routes.${id}.title`);
    document.title = id === 'home' ? title : `${title} · ${appName}`;
    const description = upsertHeadElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
    description.setAttribute('content', t(`routes.${id}.description`));
    const origin = window.location.origin;
    const canonical = upsertHeadElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
    canonical.setAttribute('href', localizedUrl(origin, pathname, locale));
    for (const alternate of LOCALES) {
      const link = upsertHeadElement(`link[rel="alternate"][hreflang="${alternate}"]`, () =>
        Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: alternate }),
      );
      link.setAttribute('href', localizedUrl(origin, pathname, alternate));
    }
  }, [handle, pathname, locale, t]);

  return null;
}
