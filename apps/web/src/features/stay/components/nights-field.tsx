/**
 * The stay length field of the reserve page: 1–30 nights, kept in the URL (`nights`) so the totals
 * and a shared link agree.
 */
import { InputNumber } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAY_MAX_NIGHTS } from '@dali/shared/contracts/stays';
import { STAY_MIN_NIGHTS, clampNights } from '../lib/nights';

/** Props of {@link NightsField}. */
export interface NightsFieldProps {
  value: number;
  onChange: (nights: number) => void;
}

/** Labelled number input for nights. */
export function NightsField({ value, onChange }: NightsFieldProps) {
  const { t } = useTranslation('stay');
  const id = useId();
  return (
    <div className="stay-field stay-field-row">
      <label htmlFor={id} className="stay-field-label">
        {t('filters.nights')}
      </label>
      <InputNumber
        id={id}
        className="stay-nights"
        min={STAY_MIN_NIGHTS}
        max={STAY_MAX_NIGHTS}
        precision={0}
        inputMode="numeric"
        value={value}
        suffix={t('filters.nightsUnit', { count: value })}
        onChange={(next) => {
          if (next !== null) onChange(clampNights(next));
        }}
      />
    </div>
  );
}
