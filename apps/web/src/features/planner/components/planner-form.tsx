/**
 * The full planner form (spec §3 "Planner form"): when (dates, or a number of days with an
 * optional start), who (travellers, special needs), where (towns from `GET /api/v1/towns`,
 * must-visits typed with commas or picked from the attractions), what (interests, attraction and
 * activity preferences, pace, priorities), staying and moving (lodging type and nightly band,
 * transport), money and food (total budget, diet words), and the rest (departure, plan language,
 * special requirements ≤ 500 characters), and the limits stated outside these inputs (a day, an
 * order, caps, ways of travel…: components/stated-limits.tsx), each removable. Controlled by the page; errors come from the shared
 * request schema (planner-form.ts) and are shown under their fields. The plan language shows the
 * interface language until the traveller picks one there.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_CHOICES, PLANNER_MAX_DAYS, PLANNER_MAX_TEXT_CHARS, PLANNER_MAX_TRAVELERS } from '@dali/shared/contracts/planner';
import { LOCALES, type Locale } from '@dali/shared/locales';
import { useTowns } from '../../../lib/api/get-towns';
import { useLocaleStore } from '../../../lib/locale';
import { ChoiceGroup } from '../../../lib/ui/choice-group';
import { useAttractionChoices } from '../api/list-attraction-choices';
import { countCharacters, PLAN_LANGUAGE_NAMES, planLanguage, type FieldErrors, type PlannerField, type PlannerFormValues } from '../planner-form';
import { Field, FormCard, InputField, PillGroup, SelectField } from './form-fields';
import { StatedLimitsCard } from './stated-limits';

/** The form's fields whose value is any text (inputs, not choices). */
type TextField = { [K in PlannerField]: string extends PlannerFormValues[K] ? K : never }[PlannerField];

/** Props of {@link PlannerForm}: the page's form values and field errors, and its edit and submit handlers. */
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
  /** The value, edit handler and error of the plain text field `key`, for an {@link InputField}. */
  const text = (key: TextField) => ({ value: values[key], onValueChange: (value: string) => set(key, value), error: errors[key] });
  const options = <T extends string>(list: readonly T[], group: string) => list.map((value) => ({ value, label: t(`form.${group}.${value}` as never) as string }));
  // The guide's own prefecture (the towns list comes with it first) is a destination too: the
  // planner reads its region value as every catalog town of it.
  const homeRegion = towns.data?.[0]?.region;
  const knownTownIds = new Set([...(towns.data?.map((town) => town.id) ?? []), ...(homeRegion ? [homeRegion] : [])]);
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
      <FormCard id="planner-when" title={t('form.sections.when')}>
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
            <InputField label={t('form.durationDays')} hint={t('form.durationHint', { maximum: PLANNER_MAX_DAYS })} type="number" inputMode="numeric" min={1} max={PLANNER_MAX_DAYS} {...text('durationDays')} />
          ) : null}
          <InputField label={values.dateMode === 'dates' ? t('form.startDate') : t('form.startDateOptional')} type="date" {...text('startDate')} />
          {values.dateMode === 'dates' && (
            <InputField label={t('form.endDate')} hint={t('form.datesHint', { maximum: PLANNER_MAX_DAYS })} type="date" min={values.startDate || undefined} {...text('endDate')} />
          )}
        </div>
      </FormCard>

      <FormCard id="planner-who" title={t('form.sections.who')}>
        <div className="planner-grid">
          <InputField label={t('form.travelerCount')} hint={t('form.travelerHint', { maximum: PLANNER_MAX_TRAVELERS })} type="number" inputMode="numeric" min={1} max={PLANNER_MAX_TRAVELERS} {...text('travelerCount')} />
          <InputField label={t('form.departureLocation')} hint={t('form.departureHint')} type="text" maxLength={100} {...text('departureLocation')} />
        </div>
        <PillGroup legend={t('form.specialNeeds')} options={options(PLANNER_CHOICES.specialNeeds, 'specialNeedsOptions')} values={values.specialNeeds} onChange={(next) => set('specialNeeds', next)} error={errors.specialNeeds} />
      </FormCard>

      <FormCard id="planner-where" title={t('form.sections.where')}>
        {towns.data ? (
          <PillGroup
            legend={t('form.destinations')}
            hint={t('form.destinationsHint')}
            options={[
              ...(homeRegion ? [{ value: homeRegion, label: t('form.wholeRegion') }] : []),
              ...towns.data.map((town) => ({ value: town.id, label: town.name[locale] })),
              ...otherDestinations.map((entry) => ({ value: entry, label: entry })),
            ]}
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
          <InputField label={t('form.mustVisit')} hint={t('form.mustVisitHint')} className="planner-field-wide" type="text" {...text('mustVisit')} />
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
          <InputField label={t('form.avoid')} hint={t('form.avoidHint')} className="planner-field-wide" type="text" {...text('avoid')} />
        </div>
      </FormCard>

      <FormCard id="planner-what" title={t('form.sections.what')}>
        <PillGroup legend={t('form.interests')} options={options(PLANNER_CHOICES.interests, 'interestOptions')} values={values.interests} onChange={(next) => set('interests', next)} />
        <PillGroup
          legend={t('form.attractionPreferences')}
          options={options(PLANNER_CHOICES.attractionPreferences, 'attractionPreferenceOptions')}
          values={values.attractionPreferences}
          onChange={(next) => set('attractionPreferences', next)}
        />
        <PillGroup
          legend={t('form.avoidAttractionTypes')}
          options={options(PLANNER_CHOICES.attractionPreferences, 'attractionPreferenceOptions')}
          values={values.avoidAttractionTypes}
          onChange={(next) => set('avoidAttractionTypes', next)}
        />
        <PillGroup
          legend={t('form.activityPreferences')}
          options={options(PLANNER_CHOICES.activityPreferences, 'activityPreferenceOptions')}
          values={values.activityPreferences}
          onChange={(next) => set('activityPreferences', next)}
        />
        <PillGroup legend={t('form.pace')} type="radio" options={options(PLANNER_CHOICES.pace, 'paces')} values={[values.pace]} onChange={([next]) => next && set('pace', next)} />
        <PillGroup
          legend={t('form.priorityFactors')}
          options={options(PLANNER_CHOICES.priorityFactors, 'priorityFactorOptions')}
          values={values.priorityFactors}
          onChange={(next) => set('priorityFactors', next)}
        />
      </FormCard>

      <FormCard id="planner-stay" title={t('form.sections.stay')}>
        <div className="planner-grid">
          <SelectField
            label={t('form.accommodationType')}
            error={errors.accommodationType}
            emptyLabel={t('form.anyType')}
            options={options(PLANNER_CHOICES.accommodationType, 'accommodationTypes')}
            value={values.accommodationType}
            onValueChange={(value) => set('accommodationType', value)}
          />
          <SelectField
            label={t('form.accommodationBudget')}
            error={errors.accommodationBudget}
            emptyLabel={t('form.anyBudget')}
            options={options(PLANNER_CHOICES.accommodationBudget, 'accommodationBudgets')}
            value={values.accommodationBudget}
            onValueChange={(value) => set('accommodationBudget', value)}
          />
        </div>
        <PillGroup legend={t('form.transportation')} type="radio" options={options(PLANNER_CHOICES.transportation, 'transportationOptions')} values={[values.transportation]} onChange={([next]) => next && set('transportation', next)} />
      </FormCard>

      <FormCard id="planner-money" title={t('form.sections.money')}>
        <div className="planner-grid">
          <InputField label={t('form.budget')} hint={t('form.budgetHint')} type="number" inputMode="decimal" min={1} {...text('budget')} />
          <InputField label={t('form.dietaryRestrictions')} hint={t('form.dietHint')} type="text" {...text('dietaryRestrictions')} />
        </div>
      </FormCard>

      <StatedLimitsCard stated={values.stated} onChange={(next) => set('stated', next)} />

      <FormCard id="planner-more" title={t('form.sections.more')}>
        <div className="planner-grid">
          <Field label={t('form.language')} hint={t('form.languageHint')}>
            {({ id, describedBy }) => (
              <select id={id} className="ui-select" value={planLanguage(values, locale)} onChange={(event) => set('language', event.target.value as Locale)} aria-describedby={describedBy}>
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
      </FormCard>

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
