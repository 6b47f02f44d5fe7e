/**
 * "Take me here" card (spec §3 "Phrase cards from the trip"): a catalog place's Chinese name and
 * address in very large type for a driver, the name and town in the reader's language small, with
 * print (the card alone) and copy of the Chinese text. Reads `GET /api/v1/translation/phrase-cards/place`.
 */
import './phrase-cards.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceCardKind } from '@dali/shared/contracts/phrasebook';
import { ERRORS } from '@dali/shared/errors';
import { ApiError } from '../api-client';
import { usePlaceCard } from './api';
import { CardActions } from './card-actions';

export interface TakeMeHereCardProps {
  kind: PlaceCardKind;
  /** Catalog id of the place. */
  id: string;
}

/** The card of one place (see module comment); loading and failure are shown in its place. */
export function TakeMeHereCard({ kind, id }: TakeMeHereCardProps) {
  const { t } = useTranslation('phraseCards');
  const card = useRef<HTMLElement>(null);
  const query = usePlaceCard(kind, id);
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === ERRORS.NOT_FOUND.code;
    return (
      <p className="muted" role="alert">
        {missing ? t('takeMeHere.notFound') : t('error')}
      </p>
    );
  }
  const place = query.data;
  const chineseText = [place.chineseName, place.chineseAddress].filter((s) => s !== '').join('\n');
  const local = place.localTown ? `${place.localName} · ${place.localTown}` : place.localName;
  return (
    <section ref={card} className="phrase-card take-me-here-card" aria-label={t('takeMeHere.label', { name: place.localName })}>
      <p className="phrase-card-kicker muted">{t('takeMeHere.hint')}</p>
      <p className="phrase-card-chinese" lang="zh-CN">
        {place.chineseName}
      </p>
      {place.chineseAddress ? (
        <p className="phrase-card-address" lang="zh-CN">
          {place.chineseAddress}
        </p>
      ) : (
        <p className="phrase-card-local muted">{t('takeMeHere.noAddress')}</p>
      )}
      {place.chineseTown && place.chineseTown !== place.chineseName && place.chineseTown !== place.chineseAddress && (
        <p className="phrase-card-local" lang="zh-CN">
          {place.chineseTown}
        </p>
      )}
      <p className="phrase-card-local muted">{local}</p>
      <CardActions card={card} chineseText={chineseText} />
    </section>
  );
}
