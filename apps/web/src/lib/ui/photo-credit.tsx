/**
 * The credit a licensed photo requires (catalog/README.md "Photos"): its author and licence, linked
 * to the page where the licence is stated. Shown next to every catalog photo.
 */
import { useTranslation } from 'react-i18next';
import type { Photo } from '@dali/shared/contracts/photo';

/** "Photo: author · licence" with a link to the photo's source page. */
export function PhotoCredit({ photo, className = '' }: { photo: Photo; className?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <p className={`photo-credit ${className}`}>
      {t('photos.credit', { author: photo.author })}{' '}
      <a href={photo.pageUrl} target="_blank" rel="noopener noreferrer license">
        {photo.license}
      </a>
    </p>
  );
}
