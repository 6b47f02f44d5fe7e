/**
 * The cover and title block at the top of a dish, restaurant or lodging detail page: the cover
 * image, the name in the visitor's language as the page's h1, the name in the other script beneath
 * it, and the record's chips (category, town, tags…) passed as children. A licensed photo is
 * credited under the cover (author and licence, linked to its source page).
 */
import './catalog-detail.css';
import type { ReactNode } from 'react';
import type { Photo } from '@dali/shared/contracts/photo';
import type { LocalizedText } from '@dali/shared/locales';
import { otherScriptText, textIn } from '../catalog-format';
import { useLocaleStore } from '../locale';
import { Cover, type CoverKind } from '../ui/cover';
import { PhotoCredit } from '../ui/photo-credit';

export interface DetailHeroProps {
  /** Which placeholder family the cover draws from. */
  kind: CoverKind;
  id: string;
  name: LocalizedText;
  /** The record's first licensed photo, or null for the generated cover. */
  photo?: Photo | null;
  /** Chips and tags under the name. */
  children?: ReactNode;
}

/** Cover, h1 name, other-script name and chips of a detail page. */
export function DetailHero({ kind, id, name, photo = null, children }: DetailHeroProps) {
  const locale = useLocaleStore((s) => s.locale);
  const title = textIn(name, locale);
  const other = otherScriptText(name, locale);
  return (
    <header className="catalog-detail-hero">
      <div className="catalog-detail-hero-media">
        <Cover kind={kind} id={id} alt={title} imageUrl={photo?.url} eager className="catalog-detail-hero-cover" />
        {photo && <PhotoCredit photo={photo} className="detail-photo-credit" />}
      </div>
      <div className="catalog-detail-hero-text">
        <h1 className="page-title catalog-detail-hero-title">{title}</h1>
        {other && (
          <p className="catalog-detail-hero-other" lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
            {other}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
