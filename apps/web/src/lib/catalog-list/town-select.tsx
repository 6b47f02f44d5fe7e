/**
 * The town filter of a catalog list: a native select (the phone's own picker) with the prefecture's
 * towns first and the rest of Yunnan after, a note when the towns could not be loaded, and a town
 * from the URL that the list does not (yet) hold still shown as chosen.
 */
import '../ui/form-controls.css';
import './catalog-list.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Town } from '@dali/shared/contracts/stays';
import { textIn } from '../catalog-format';
import { useLocaleStore } from '../locale';
import type { CatalogListNamespace } from './catalog-namespace';

export interface TownSelectProps {
  /** Namespace of the `filters.*` texts (label, "all towns", group names, failure note). */
  ns: CatalogListNamespace;
  /** Chosen town by English name; null for all towns. */
  value: string | null;
  onChange: (town: string | null) => void;
  /** Towns for the options; undefined while loading. */
  towns: Town[] | undefined;
  townsFailed: boolean;
}

const ALL = '';

/**
 * Town filter of a catalog list (see module comment); `onChange` gets a town's English name, or
 * null for all towns.
 */
export function TownSelect({ ns, value, onChange, towns, townsFailed }: TownSelectProps) {
  const { t } = useTranslation(ns);
  const locale = useLocaleStore((s) => s.locale);
  const id = useId();
  const noteId = useId();
  const option = (town: Town) => (
    <option key={town.englishName} value={town.englishName}>
      {textIn(town.name, locale)}
    </option>
  );
  const dali = (towns ?? []).filter((town) => town.region === 'Dali');
  const elsewhere = (towns ?? []).filter((town) => town.region !== 'Dali');
  const knownTown = value === null || (towns ?? []).some((town) => town.englishName === value);
  return (
    <div className="ui-field">
      <label className="ui-field-label" htmlFor={id}>
        {t('filters.town')}
      </label>
      <select
        id={id}
        className="ui-select catalog-list-select"
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value || null)}
        aria-busy={towns === undefined && !townsFailed}
        aria-invalid={townsFailed || undefined}
        aria-describedby={townsFailed ? noteId : undefined}
      >
        <option value={ALL}>{t('filters.allTowns')}</option>
        {!knownTown && value && <option value={value}>{value}</option>}
        {dali.length > 0 && <optgroup label={t('filters.daliPrefecture')}>{dali.map(option)}</optgroup>}
        {elsewhere.length > 0 && <optgroup label={t('filters.elsewhere')}>{elsewhere.map(option)}</optgroup>}
      </select>
      {townsFailed && (
        <small id={noteId} className="catalog-list-field-note">
          {t('filters.townsFailed')}
        </small>
      )}
    </div>
  );
}
