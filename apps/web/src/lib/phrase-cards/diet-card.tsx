/**
 * Diet card (spec §3 "Phrase cards from the trip"): for the planner's diet keys, the phrasebook's
 * Chinese lines in large type and each line in the reader's language small, printable alone and
 * copyable. Keys without a sourced Chinese line are named, never filled with a guess. Reads
 * `GET /api/v1/translation/phrase-cards/diet`.
 */
import './phrase-cards.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DietKey } from '@dali/shared/contracts/planner';
import { useLocaleStore } from '../locale';
import { useDietCard } from './api';
import { CardActions } from './card-actions';

export interface DietCardProps {
  /** The diet keys to show; an empty list shows a hint instead of a card. */
  dietKeys: readonly DietKey[];
}

/** The diet card (see module comment). */
export function DietCard({ dietKeys }: DietCardProps) {
  const { t } = useTranslation('phraseCards');
  const locale = useLocaleStore((s) => s.locale);
  const card = useRef<HTMLElement>(null);
  const query = useDietCard(dietKeys);
  if (dietKeys.length === 0) return <p className="muted">{t('diet.empty')}</p>;
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="muted" role="alert">
        {t('error')}
      </p>
    );
  }
  const { lines, uncovered } = query.data;
  const separator = locale === 'en-US' ? ', ' : '、';
  return (
    <section ref={card} className="phrase-card diet-card" aria-label={t('diet.label')}>
      <p className="phrase-card-kicker muted">{t('diet.hint')}</p>
      <ul className="phrase-card-lines">
        {lines.map((line) => (
          <li key={line.id}>
            <span className="phrase-card-line-chinese" lang="zh-CN">
              {line.chinese}
            </span>
            {line.local !== line.chinese && <span className="phrase-card-line-local muted">{line.local}</span>}
          </li>
        ))}
      </ul>
      {uncovered.length > 0 && <p className="phrase-card-local muted">{t('diet.uncovered', { diets: uncovered.map((key) => t(`diets.${key}`)).join(separator) })}</p>}
      {lines.length > 0 && <CardActions card={card} chineseText={lines.map((line) => line.chinese).join('\n')} />}
    </section>
  );
}
