/**
 * Page-level states of the reserve page: the "homestay id missing" message of spec §8 (no id, or
 * an id the catalog does not know) and a failed load with retry. Both offer the way back to /stay.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultState } from '../../../lib/ui/result-state';

export interface StayResultStateProps {
  kind: 'missing' | 'error';
  /** Reason of a failed load, already localised by the request client. */
  reason?: string;
  onRetry?: () => void;
}

/** Result state with a link to the lodging list (and retry after a failure). */
export function StayResultState({ kind, reason, onRetry }: StayResultStateProps) {
  const { t } = useTranslation('stay');
  const { t: tc } = useTranslation('catalog');
  return (
    <ResultState
      tone={kind === 'missing' ? 'warning' : 'error'}
      level={1}
      title={kind === 'missing' ? t('reserve.missingTitle') : t('reserve.errorTitle')}
      body={kind === 'missing' ? t('reserve.missingBody') : reason}
    >
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {tc('states.retry')}
        </button>
      )}
      <Link to="/stay" className={`btn${onRetry ? '' : ' btn-primary'}`}>
        {t('reserve.backToList')}
      </Link>
    </ResultState>
  );
}
