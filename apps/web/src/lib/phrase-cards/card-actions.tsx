/**
 * The buttons under a phrase card: print the card alone (print-card.ts) and copy its Chinese text,
 * with the outcome announced politely.
 */
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { printCard } from './print-card';

export interface CardActionsProps {
  /** The card element to print. */
  card: RefObject<HTMLElement | null>;
  /** The Chinese text the copy button puts on the clipboard. */
  chineseText: string;
}

/** Print and copy buttons of one card. */
export function CardActions({ card, chineseText }: CardActionsProps) {
  const { t } = useTranslation('phraseCards');
  const [status, setStatus] = useState<'copied' | 'copyFailed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(chineseText);
      setStatus('copied');
    } catch {
      setStatus('copyFailed');
    }
  };
  return (
    <div className="phrase-card-actions">
      <button type="button" className="btn btn-primary" onClick={() => card.current && printCard(card.current)}>
        {t('actions.print')}
      </button>
      <button type="button" className="btn" onClick={() => void copy()}>
        {t('actions.copy')}
      </button>
      <span className="phrase-card-status muted" role="status">
        {status ? t(`actions.${status}`) : ''}
      </span>
    </div>
  );
}
