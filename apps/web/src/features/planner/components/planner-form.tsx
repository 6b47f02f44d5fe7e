/**
 * The full planner form (spec §3 "Planner form"): when (dates, or a number of days with an
 * optional start), who (travellers, special needs), where (towns from `GET /api/v1/towns`,
 * must-visits typed with commas or picked from the attractions), what (interests, attraction and
 * activity preferences, pace, priorities), staying and moving (lodging type and nightly band,
 * transport), money and food (total budget, diet words), and the rest (departure, plan language,
 * special requirements ≤ 500 characters). Controlled by the page; errors come from the shared
 * request schema (planner-form.ts) and are shown under their fields.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLANNER_ACCOMMODATION_BUDGETS,
  PLANNER_ACCOMMODATION_TYPES,
  PLANNER_ACTIVITY_PREFERENCES,
  PLANNER_ATTRACTION_PREFERENCES,
  PLANNER_INTERESTS,
  PLANNER_MAX_DAYS,
  PLANNER_MAX_TEXT_CHARS,
  PLANNER_MAX_TRAVELERS,
  PLANNER_PACES,
  PLANNER_PRIORITY_FACTORS,
  PLANNER_SPECIAL_NEEDS,
  PLANNER_TRANSPORTATION,
} from '@dali/shared/contracts/planner';
import { LOCALES } from '@dali/shared/locales';
import { useTowns } from '../../../lib/api/get-towns';
import { useLocaleStore } from '../../../lib/locale';
import { ChoiceGroup } from '../../../lib/ui/choice-group';
import { useAttractionChoices } from '../api/list-attraction-choices';
import { countCharacters, PLAN_LANGUAGE_NAMES, type FieldErrors, type PlannerFormValues } from '../planner-form';
import { Field, PillGroup } from './form-fields';

/** Props of {@link PlannerForm}. */
export interface PlannerFormProps {
  values: PlannerFormValues;
  errors: FieldErrors;
  onChange: (values: PlannerFormValues) => void;
  onSubmit: () => void;
  busy: boolean;
}

/** The form (see the module comment). */
export function PlannerForm({ values, errors, onChange, onSubmit, busy }: PlannerFormProps) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const towns = useTowns();
  const [pickerWanted, setPickerWanted] = useState(false);
  const choices = useAttractionChoices(pickerWanted);
  const set = <K extends keyof PlannerFormValues>(key: K, value: PlannerFormValues[K]) => onChange({ ...values, [key]: value });
  const options = <T extends string>(list: readonly T[], group: string) => list.map((value) => ({ value, label: t(`form.${group}.${value}` as never) as string }));
  const knownTownIds = new Set(towns.data?.map((town) => town.id));
  const otherDestinations = values.destinations.filter((entry) => !knownTownIds.has(entry));
  const requirementsLength = countCharacters(values.specialRequirements);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const addMustVisit = (id: string) => {
    const choice = choices.data?.find((item) => item.id === id);
    if (!choice) return;
    const name = choice.name[locale];
    const current = values.mustVisit.split(/[,，、;；]/).map((entry) => entry.trim()).filter(Boolean);
    if (!current.includes(name)) set('mustVisit', [...current, name].join(locale === 'en-US' ? ', ' : '，'));
  };

  return (
    <form className="planner-form" onSubmit={submit} noValidate aria-label={t('form.label')}>
      <section className="planner-card" aria-labelledby="planner-when">
        <h2 className="planner-card-title" id="planner-when">
          {t('form.sections.when')}
        </h2>
        <ChoiceGroup
          legend={t('form.dateMode')}
          value={values.dateMode}
          options={[
            { value: 'duration', label: t('form.dateModes.duration') },
            { value: 'dates', label: t('form.dateModes.dates') },
          ]}
          onChange={(mode) => set('dateMode', mode)}
        />
        <div className="planner-grid">
          {values.dateMode === 'duration' ? (
            <Field label={t('form.durationDays')} hint={t('form.durationHint', { maximum: PLANNER_MAX_DAYS })} error={errors.durationDays}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  className="ui-input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={PLANNER_MAX_DAYS}
                  value={values.durationDays}
                  onChange={(event) => set('durationDays', event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
          ) : null}
          <Field label={values.dateMode === 'dates' ? t('form.startDate') : t('form.startDateOptional')} error={errors.startDate}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className="ui-input" type="date" value={values.startDate} onChange={(event) => set('startDate', event.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
          {values.dateMode === 'dates' && (
            <Field label={t('form.endDate')} hint={t('form.datesHint', { maximum: PLANNER_MAX_DAYS })} error={errors.endDate}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  className="ui-input"
                  type="date"
                  min={values.startDate || undefined}
                  value={values.endDate}
                  onChange={(event) => set('endDate', event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
          )}
        </div>
      </section>

      <section className="planner-card" aria-labelledby="planner-who">
        <h2 className="planner-card-title" id="planner-who">
          {t('form.sections.who')}
        </h2>
        <div className="planner-grid">
          <Field label={t('form.travelerCount')} hint={t('form.travelerHint', { maximum: PLANNER_MAX_TRAVELERS })} error={errors.travelerCount}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className="ui-input"
                type="number"
                inputMode="numeric"
                min={1}
                max={PLANNER_MAX_TRAVELERS}
                value={values.travelerCount}
                onChange={(event) => set('travelerCount', event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <Field label={t('form.departureLocation')} hint={t('form.departureHint')} error={errors.departureLocation}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className="ui-input" type="text" maxLength={100} value={values.departureLocation} onChange={(event) => set('departureLocation', event.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
        </div>
        <PillGroup legend={t('form.specialNeeds')} options={options(PLANNER_SPECIAL_NEEDS, 'specialNeedsOptions')} values={values.specialNeeds} onChange={(next) => set('specialNeeds', next)} error={errors.specialNeeds} />
      </section>

      <section className="planner-card" aria-labelledby="planner-where">
        <h2 className="planner-card-title" id="planner-where">
          {t('form.sections.where')}
        </h2>
        {towns.data ? (
          <PillGroup
            legend={t('form.destinations')}
            hint={t('form.destinationsHint')}
            options={[...towns.data.map((town) => ({ value: town.id, label: town.name[locale] })), ...otherDestinations.map((entry) => ({ value: entry, label: entry }))]}
            values={values.destinations}
            onChange={(next) => set('destinations', next)}
            error={errors.destinations}
          />
        ) : towns.isError ? (
          <p className="planner-hint">{t('form.townsFailed')}</p>
        ) : (
          <div className="skeleton planner-pills-skeleton" aria-hidden="true" />
        )}
        <div className="planner-grid">
          <Field label={t('form.mustVisit')} hint={t('form.mustVisitHint')} error={errors.mustVisit} className="planner-field-wide">
            {({ id, describedBy, invalid }) => (
              <input id={id} className="ui-input" type="text" value={values.mustVisit} onChange={(event) => set('mustVisit', event.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
          <Field label={t('form.pickAttraction')}>
            {({ id }) => (
              <select
                id={id}
                className="ui-select"
                value=""
                onFocus={() => setPickerWanted(true)}
                onPointerDown={() => setPickerWanted(true)}
                onChange={(event) => addMustVisit(event.target.value)}
              >
                <option value="">{choices.isLoading ? t('form.pickLoading') : t('form.pickPlaceholder')}</option>
                {choices.data?.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name[locale]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </section>

      <section className="planner-card" aria-labelledby="planner-what">
        <h2 className="planner-card-title" id="planner-what">
          {t('form.sections.what')}
        </h2>
        <PillGroup legend={t('form.interests')} options={options(PLANNER_INTERESTS, 'interestOptions')} values={values.interests} onChange={(next) => set('interests', next)} />
        <PillGroup
          legend={t('form.attractionPreferences')}
          options={options(PLANNER_ATTRACTION_PREFERENCES, 'attractionPreferenceOptions')}
          values={values.attractionPreferences}
          onChange={(next) => set('attractionPreferences', next)}
        />
        <PillGroup
          legend={t('form.activityPreferences')}
          options={options(PLANNER_ACTIVITY_PREFERENCES, 'activityPreferenceOptions')}
          values={values.activityPreferences}
          onChange={(next) => set('activityPreferences', next)}
        />
        <PillGroup legend={t('form.pace')} type="radio" options={options(PLANNER_PACES, 'paces')} values={[values.pace]} onChange={([next]) => next && set('pace', next)} />
        <PillGroup
          legend={t('form.priorityFactors')}
          options={options(PLANNER_PRIORITY_FACTORS, 'priorityFactorOptions')}
          values={values.priorityFactors}
          onChange={(next) => set('priorityFactors', next)}
        />
      </section>

      <section className="planner-card" aria-labelledby="planner-stay">
        <h2 className="planner-card-title" id="planner-stay">
          {t('form.sections.stay')}
        </h2>
        <div className="planner-grid">
          <Field label={t('form.accommodationType')} error={errors.accommodationType}>
            {({ id, describedBy, invalid }) => (
              <select id={id} className="ui-select" value={values.accommodationType} onChange={(event) => set('accommodationType', event.target.value as PlannerFormValues['accommodationType'])} aria-describedby={describedBy} aria-invalid={invalid}>
                <option value="">{t('form.anyType')}</option>
                {PLANNER_ACCOMMODATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`form.accommodationTypes.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.accommodationBudget')} error={errors.accommodationBudget}>
            {({ id, describedBy, invalid }) => (
              <select id={id} className="ui-select" value={values.accommodationBudget} onChange={(event) => set('accommodationBudget', event.target.value as PlannerFormValues['accommodationBudget'])} aria-describedby={describedBy} aria-invalid={invalid}>
                <option value="">{t('form.anyBudget')}</option>
                {PLANNER_ACCOMMODATION_BUDGETS.map((band) => (
                  <option key={band} value={band}>
                    {t(`form.accommodationBudgets.${band}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <PillGroup legend={t('form.transportation')} type="radio" options={options(PLANNER_TRANSPORTATION, 'transportationOptions')} values={[values.transportation]} onChange={([next]) => next && set('transportation', next)} />
      </section>

      <section className="planner-card" aria-labelledby="planner-money">
        <h2 className="planner-card-title" id="planner-money">
          {t('form.sections.money')}
        </h2>
        <div className="planner-grid">
          <Field label={t('form.budget')} hint={t('form.budgetHint')} error={errors.budget}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className="ui-input" type="number" inputMode="decimal" min={1} value={values.budget} onChange={(event) => set('budget', event.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
          <Field label={t('form.dietaryRestrictions')} hint={t('form.dietHint')} error={errors.dietaryRestrictions}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className="ui-input" type="text" value={values.dietaryRestrictions} onChange={(event) => set('dietaryRestrictions', event.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
        </div>
      </section>

      <section className="planner-card" aria-labelledby="planner-more">
        <h2 className="planner-card-title" id="planner-more">
          {t('form.sections.more')}
        </h2>
        <div className="planner-grid">
          <Field label={t('form.language')} hint={t('form.languageHint')}>
            {({ id, describedBy }) => (
              <select id={id} className="ui-select" value={values.language} onChange={(event) => set('language', event.target.value as PlannerFormValues['language'])} aria-describedby={describedBy}>
                {LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {PLAN_LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          label={t('form.specialRequirements')}
          hint={t('form.charactersLeft', { count: PLANNER_MAX_TEXT_CHARS - requirementsLength, maximum: PLANNER_MAX_TEXT_CHARS })}
          error={errors.specialRequirements}
        >
          {({ id, describedBy, invalid }) => (
            <textarea id={id} className="textarea" rows={3} value={values.specialRequirements} onChange={(event) => set('specialRequirements', event.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
      </section>

      <div className="planner-submit">
        {Object.keys(errors).length > 0 && (
          <p className="planner-error" role="alert">
            {t('form.fixErrors', { count: Object.keys(errors).length })}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
