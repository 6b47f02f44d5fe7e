/**
 * Stay length as a number field between − and + buttons (1–30 nights, spec §2 "stay duration"),
 * with the unit after it. Typing a number applies it at once (clamped to the range); an empty or
 * unfinished entry waits, and leaving the field shows the value in force again. The label is the
 * caller's (`<label htmlFor={id}>`).
 */
import '../../../lib/ui/form-controls.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAY_MAX_NIGHTS } from '@dali/shared/contracts/stays';
import { STAY_MIN_NIGHTS, clampNights } from '../lib/nights';

export interface NightsInputProps {
  id: string;
  value: number;
  onChange: (nights: number) => void;
}

/** − [n] nights + */
export function NightsInput({ id, value, onChange }: NightsInputProps) {
  const { t } = useTranslation('stay');
  // What the visitor is typing, while it differs from the value in force.
  const [draft, setDraft] = useState<string | null>(null);
  const step = (by: number) => {
    setDraft(null);
    onChange(clampNights(value + by));
  };
  return (
    <div className="stay-nights">
      <button type="button" className="stay-nights-step" aria-label={t('filters.fewerNights')} aria-controls={id} disabled={value <= STAY_MIN_NIGHTS} onClick={() => step(-1)}>
        <span aria-hidden="true">−</span>
      </button>
      <span className="stay-nights-box">
        <input
          id={id}
          className="ui-input stay-nights-input"
          type="number"
          inputMode="numeric"
          min={STAY_MIN_NIGHTS}
          max={STAY_MAX_NIGHTS}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            const raw = event.target.value;
            setDraft(raw);
            if (/^\d+$/.test(raw.trim())) onChange(clampNights(raw));
          }}
          onBlur={() => setDraft(null)}
        />
        <span className="stay-nights-unit" aria-hidden="true">
          {t('filters.nightsUnit', { count: value })}
        </span>
      </span>
      <button type="button" className="stay-nights-step" aria-label={t('filters.moreNights')} aria-controls={id} disabled={value >= STAY_MAX_NIGHTS} onClick={() => step(1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
