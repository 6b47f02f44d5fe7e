/**
 * The limits a traveller stated that the planner form has no input for (a sight on a day, an order,
 * a time of day, counts, caps by category, ways of travel ruled out, walking and transit limits,
 * breakfast, rooms; docs/decisions/0029-stated-constraints.md): each as one line a person can check,
 * the same words in "What we understood" and in the form, and in the form with a button that drops
 * it. The form keeps them (planner-form.ts `stated`) so a plan made again from the form, or from an
 * alternative, keeps every one the traveller did not remove.
 */
import { useTranslation } from 'react-i18next';
import { PLANNER_BUDGET_CAP_CATEGORIES } from '@dali/shared/contracts/planner';
import { useLocaleStore } from '../../../lib/locale';
import { usePlanPlaces } from '../api/get-plan-places';
import { yuan } from '../plan-format';
import type { StatedLimits } from '../planner-form';
import { FormCard } from './form-fields';

/** One stated limit: its words, a key stable across renders, and the limits without it. */
export interface StatedLimitLine {
  key: string;
  text: string;
  without: () => StatedLimits;
}

/** `stated` without entry `index` of the list `field`, or without `field` when that was its last entry. */
function dropAt<K extends 'dayPins' | 'visitOrder' | 'visitTimes' | 'excludeModes'>(stated: StatedLimits, field: K, index: number): StatedLimits {
  const rest = (stated[field] ?? []).filter((_, i) => i !== index);
  return rest.length === 0 ? dropFields(stated, field) : { ...stated, [field]: rest };
}

/** `stated` with `fields` left out. */
function dropFields(stated: StatedLimits, ...fields: (keyof StatedLimits)[]): StatedLimits {
  return Object.fromEntries(Object.entries(stated).filter(([field]) => !(fields as string[]).includes(field))) as StatedLimits;
}

/**
 * The lines of `stated`, in the order a traveller would read them: days and order, times, counts,
 * money, travel, lodging. Places are named in the interface language (catalog ids as their names).
 */
export function useStatedLimitLines(stated: StatedLimits): StatedLimitLine[] {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const places = usePlanPlaces({
    days: [],
    mustVisitIds: [
      ...(stated.dayPins ?? []).map((pin) => pin.place),
      ...(stated.visitOrder ?? []).flatMap((pair) => [pair.first, pair.then]),
      ...(stated.visitTimes ?? []).map((time) => time.place),
    ],
  });
  const placeName = (entry: string) => places.name('attraction', entry, locale) ?? entry;
  const lines: StatedLimitLine[] = [];
  (stated.dayPins ?? []).forEach((pin, index) => {
    const place = placeName(pin.place);
    lines.push({ key: `pin-${index}`, text: pin.day === 'last' ? t('understood.pinLast', { place }) : t('understood.pin', { day: pin.day, place }), without: () => dropAt(stated, 'dayPins', index) });
  });
  (stated.visitOrder ?? []).forEach((pair, index) => {
    lines.push({ key: `order-${index}`, text: t('understood.order', { first: placeName(pair.first), then: placeName(pair.then) }), without: () => dropAt(stated, 'visitOrder', index) });
  });
  // A time asked for a sight: exactly at, between, done by, or from.
  (stated.visitTimes ?? []).forEach((time, index) => {
    const place = placeName(time.place);
    const text =
      time.at !== undefined
        ? t('understood.timeAt', { place, time: time.at })
        : time.after !== undefined && time.before !== undefined
          ? t('understood.timeBetween', { place, after: time.after, before: time.before })
          : time.before !== undefined
            ? t('understood.timeBefore', { place, time: time.before })
            : t('understood.timeAfter', { place, time: time.after ?? '' });
    lines.push({ key: `time-${index}`, text, without: () => dropAt(stated, 'visitTimes', index) });
  });
  const { maxAttractionsPerDay: perDay, minAttractionsTotal: least, maxAttractionsTotal: most, minFreeAttractions: free } = stated;
  if (perDay !== undefined) lines.push({ key: 'per-day', text: t('understood.perDay', { count: perDay }), without: () => dropFields(stated, 'maxAttractionsPerDay') });
  if (least !== undefined && least === most) {
    lines.push({ key: 'exact', text: t('understood.exact', { count: least }), without: () => dropFields(stated, 'minAttractionsTotal', 'maxAttractionsTotal') });
  } else {
    if (most !== undefined) lines.push({ key: 'total', text: t('understood.total', { count: most }), without: () => dropFields(stated, 'maxAttractionsTotal') });
    if (least !== undefined) lines.push({ key: 'at-least', text: t('understood.atLeast', { count: least }), without: () => dropFields(stated, 'minAttractionsTotal') });
  }
  if (free !== undefined) lines.push({ key: 'free', text: t('understood.free', { count: free }), without: () => dropFields(stated, 'minFreeAttractions') });
  for (const category of PLANNER_BUDGET_CAP_CATEGORIES) {
    const cap = stated.budgetCaps?.[category];
    if (cap === undefined) continue;
    lines.push({
      key: `cap-${category}`,
      text: t(`understood.caps.${category}`, { amount: yuan(cap * 100, locale) }),
      without: () => {
        const caps = Object.fromEntries(Object.entries(stated.budgetCaps ?? {}).filter(([other]) => other !== category));
        return Object.keys(caps).length === 0 ? dropFields(stated, 'budgetCaps') : { ...stated, budgetCaps: caps };
      },
    });
  }
  (stated.excludeModes ?? []).forEach((mode, index) => lines.push({ key: `mode-${mode}`, text: t(`understood.noMode.${mode}`), without: () => dropAt(stated, 'excludeModes', index) }));
  if (stated.maxWalkMinutes !== undefined) lines.push({ key: 'walk', text: t('understood.walk', { count: stated.maxWalkMinutes }), without: () => dropFields(stated, 'maxWalkMinutes') });
  if (stated.maxTransferMinutesPerDay !== undefined) {
    lines.push({ key: 'transit', text: t('understood.transit', { count: stated.maxTransferMinutesPerDay }), without: () => dropFields(stated, 'maxTransferMinutesPerDay') });
  }
  if (stated.breakfastDaily) lines.push({ key: 'breakfast', text: t('understood.breakfast'), without: () => dropFields(stated, 'breakfastDaily') });
  if (stated.rooms !== undefined) lines.push({ key: 'rooms', text: t('understood.rooms', { count: stated.rooms }), without: () => dropFields(stated, 'rooms') });
  if (stated.roomType !== undefined) lines.push({ key: 'room-type', text: t(`understood.roomKinds.${stated.roomType}`), without: () => dropFields(stated, 'roomType') });
  return lines;
}

/**
 * The form's card of stated limits (only when there are any): each line with a button that drops
 * it, so what the form sends is what the traveller sees.
 */
export function StatedLimitsCard({ stated, onChange }: { stated: StatedLimits; onChange: (stated: StatedLimits) => void }) {
  const { t } = useTranslation('planner');
  const lines = useStatedLimitLines(stated);
  if (lines.length === 0) return null;
  return (
    <FormCard id="planner-stated" title={t('form.sections.stated')}>
      <p className="planner-hint">{t('form.statedHint')}</p>
      <ul className="planner-stated">
        {lines.map((line) => (
          <li key={line.key} className="planner-stated-line">
            <span>{line.text}</span>
            <button type="button" className="btn planner-stated-remove" aria-label={t('form.removeLimit', { limit: line.text })} onClick={() => onChange(line.without())}>
              {t('form.remove')}
            </button>
          </li>
        ))}
      </ul>
    </FormCard>
  );
}
