/**
 * The sources a record's facts come from (catalog `sources`), folded away by default; only
 * http(s) links are shown.
 */
import { useTranslation } from 'react-i18next';
import { safeExternalUrl } from '../../../lib/catalog-list/safe-url';

/** Folded list of source links; nothing when there are none. */
export function SourcesList({ sources }: { sources: string[] }) {
  const { t } = useTranslation('food');
  const links = sources.map(safeExternalUrl).filter((url): url is string => url !== null);
  if (links.length === 0) return null;
  return (
    <details className="food-sources">
      <summary>{t('detail.sources', { count: links.length })}</summary>
      <ul>
        {links.map((link) => (
          <li key={link}>
            <a href={link} target="_blank" rel="noopener noreferrer" className="food-break">
              {link}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
