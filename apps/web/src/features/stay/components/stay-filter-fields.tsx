/**
 * The stay list's filters (spec §2): lodging type, town, sort and stay length. Shown inline above
 * the results on desktop and inside the filter drawer on mobile (design.md "Lists"); the same
 * fields in both places, driven by the URL state.
 */
import { InputNumber, Radio, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAY_MAX_NIGHTS, STAY_SORTS, STAY_TYPES, type Town } from '@dali/shared/contracts/stays';
import { useLocaleStore } from '../../../lib/locale';
import type { StayFilters } from '../hooks/use-stay-filters';
import { textIn } from '../../../lib/catalog-format';
import { STAY_MIN_NIGHTS, clampNights } from '../lib/nights';

/** Props of {@link StayFilterFields}. */
export interface StayFilterFieldsProps {
  filters: StayFilters;
  onChange: (patch: Partial<StayFilters>, options?: { replace?: boolean }) => void;
  /** Towns for the town filter; undefined while loading. */
  towns: Town[] | undefined;
  townsFailed: boolean;
  /** `inline`: one wrapping row (desktop); `stacked`: one field per row (drawer). */
  layout: 'inline' | 'stacked';
}

const ALL = '';

/** Type, town, sort and nights controls, each with a visible label. */
export function StayFilterFields({ filters, onChange, towns, townsFailed, layout }: StayFilterFieldsProps) {
  const { t } = useTranslation('stay');
  const locale = useLocaleStore((s) => s.locale);
  const ids = { type: useId(), town: useId(), sort: useId(), nights: useId() };
  const dali = (towns ?? []).filter((town) => town.region === 'Dali');
  const elsewhere = (towns ?? []).filter((town) => town.region !== 'Dali');
  const townOption = (town: Town) => ({ value: town.englishName, label: textIn(town.name, locale) });
  const townOptions = [
    { value: ALL, label: t('filters.allTowns') },
    ...(dali.length > 0 ? [{ label: t('filters.daliPrefecture'), options: dali.map(townOption) }] : []),
    ...(elsewhere.length > 0 ? [{ label: t('filters.elsewhere'), options: elsewhere.map(townOption) }] : []),
  ];

  return (
    <div className={`stay-fields stay-fields-${layout}`}>
      <div className="stay-field stay-field-type">
        <span className="stay-field-label" id={ids.type}>
          {t('filters.type')}
        </span>
        <Radio.Group
          aria-labelledby={ids.type}
          optionType="button"
          buttonStyle="solid"
          value={filters.type ?? ALL}
          onChange={(event) => onChange({ type: STAY_TYPES.find((type) => type === event.target.value) ?? null })}
          options={[{ value: ALL, label: t('filters.allTypes') }, ...STAY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
        />
      </div>
      <div className="stay-field">
        <label className="stay-field-label" htmlFor={ids.town}>
          {t('filters.town')}
        </label>
        <Select
          id={ids.town}
          className="stay-select"
          value={filters.town ?? ALL}
          onChange={(value: string) => onChange({ town: value || null })}
          options={townOptions}
          loading={towns === undefined && !townsFailed}
          status={townsFailed ? 'warning' : undefined}
          notFoundContent={townsFailed ? t('filters.townsFailed') : undefined}
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
        />
      </div>
      <div className="stay-field">
        <label className="stay-field-label" htmlFor={ids.sort}>
          {t('filters.sort')}
        </label>
        <Select
          id={ids.sort}
          className="stay-select"
          value={filters.sort}
          onChange={(value: StayFilters['sort']) => onChange({ sort: value })}
          options={STAY_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          popupMatchSelectWidth={false}
        />
      </div>
      <div className="stay-field">
        <label className="stay-field-label" htmlFor={ids.nights}>
          {t('filters.nights')}
        </label>
        <InputNumber
          id={ids.nights}
          className="stay-nights"
          min={STAY_MIN_NIGHTS}
          max={STAY_MAX_NIGHTS}
          precision={0}
          value={filters.nights}
          inputMode="numeric"
          suffix={t('filters.nightsUnit', { count: filters.nights })}
          onChange={(value) => {
            if (value !== null) onChange({ nights: clampNights(value) }, { replace: true });
          }}
        />
      </div>
    </div>
  );
}
