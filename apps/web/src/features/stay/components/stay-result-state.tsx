/**
 * Page-level states of the reserve page: the "homestay id missing" message of spec §8 (no id, or
 * an id the catalog does not know) and a failed load with retry. Both offer the way back to /stay.
 * (lib/ui/status-result.tsx links home only; this page's way out is the lodging list.)
 */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Props of {@link StayResultState}. */
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
    <Result
      status={kind === 'missing' ? 'warning' : 'error'}
      title={<h2 className="result-title">{kind === 'missing' ? t('reserve.missingTitle') : t('reserve.errorTitle')}</h2>}
      subTitle={kind === 'missing' ? t('reserve.missingBody') : reason}
      extra={
        <div className="stay-result-actions">
          {onRetry && (
            <Button type="primary" onClick={onRetry}>
              {tc('states.retry')}
            </Button>
          )}
          <Link to="/stay" className={`btn${onRetry ? '' : ' btn-primary'}`}>
            {t('reserve.backToList')}
          </Link>
        </div>
      }
    />
  );
}
