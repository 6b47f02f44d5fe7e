/**
 * States of a catalog list (docs/design.md "Lists"): the load error with a retry button, and the
 * friendly empty state with a way out ("clear filters"). Plain HTML with the shell's buttons.
 */
import './catalog-ui.css';
import { useTranslation } from 'react-i18next';

/**
 * A failed load: the localised reason and a retry button. `message` replaces the default "this
 * list could not be loaded: …" sentence (e.g. for a detail page).
 */
export function ListError({ reason, onRetry, message }: { reason: string; onRetry: () => void; message?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="list-state list-state-error" role="alert">
      <p>{message ?? t('states.loadError', { reason })}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}

/** Nothing matches: a short explanation and, when filters are set, a button that clears them. */
export function ListEmpty({ onClear }: { onClear?: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="list-state list-state-empty">
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="15" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M35 35 L48 48" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path d="M16 25 Q20 21 24 25 T32 25" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="list-state-title">{t('states.emptyTitle')}</p>
      <p className="muted">{t('states.emptyBody')}</p>
      {onClear && (
        <button type="button" className="btn btn-primary" onClick={onClear}>
          {t('results.clearFilters')}
        </button>
      )}
    </div>
  );
}
