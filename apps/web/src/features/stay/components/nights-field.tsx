/**
 * The stay length field of the reserve page: 1–30 nights, kept in the URL (`nights`) so the totals
 * and a shared link agree.
 */
import '../../../lib/ui/form-controls.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NightsInput } from './nights-input';

export interface NightsFieldProps {
  value: number;
  onChange: (nights: number) => void;
}

/** Stay length input of the reserve page with its label: whole nights, 1–30, kept in the URL. */
export function NightsField({ value, onChange }: NightsFieldProps) {
  const { t } = useTranslation('stay');
  const id = useId();
  return (
    <div className="stay-field-row">
      <label htmlFor={id} className="ui-field-label">
        {t('filters.nights')}
      </label>
      <NightsInput id={id} value={value} onChange={onChange} />
    </div>
  );
}
