/**
 * "Navigate" on a place's page: links that hand the place to AMap, Baidu Maps or Apple Maps with
 * the right datum for each and its Chinese name (lib/navigate-links.ts). Opens in a new tab or the
 * installed app; nothing is drawn for a place without a point.
 */
import './navigate-links.css';
import { useTranslation } from 'react-i18next';
import { MAP_APPS, navigateUrl, type NavigateTarget } from '../navigate-links';

/** The row of navigation links for `target`, or nothing when it has no point. */
export function NavigateLinks({ target }: { target: NavigateTarget | null }) {
  const { t } = useTranslation('catalog');
  if (!target) return null;
  return (
    <nav className="navigate-links" aria-label={t('navigate.label', { name: target.name })}>
      <span className="navigate-title">{t('navigate.title')}</span>
      {MAP_APPS.map((app) => (
        <a key={app} className="btn navigate-link" href={navigateUrl(app, target)} target="_blank" rel="noopener noreferrer" data-map-app={app}>
          {t(`navigate.apps.${app}`)}
          <span className="visually-hidden">{t('navigate.newTab')}</span>
        </a>
      ))}
    </nav>
  );
}
