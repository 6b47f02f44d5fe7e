/**
 * The planner form (spec §3 "Planner form") as the page edits it, and its translation to and from
 * the request the stream takes (`PlannerRequestInput`, packages/shared/src/contracts/planner.ts):
 * text inputs hold strings, list fields typed with commas stay text until sent, and an empty field
 * is left out. Validation is the shared schema's (`PlannerRequestSchema`), so the browser and the
 * server say the same thing in the same words (messages.ts `validation.planner.*`).
 *
 * Alternatives of an infeasible answer come as JSON merge patches over the request
 * ({@link applyRequestPatch}); the patched request turns back into form values
 * ({@link valuesFromRequest}) so the visitor sees what changed before the plan is made again.
 *
 * The plan's language (spec §3 `language`) is the one the traveller picked in the form, else the
 * interface locale at the moment the request is made ({@link planLanguage}): the form values keep
 * only the pick (`null` until there is one), so the field follows the interface language until the
 * traveller chooses, and form values kept or rebuilt never pin a language nobody chose.
 */
import { safeParse } from 'zod/mini';
import {
  PLANNER_CHOICES,
  PlannerRequestSchema,
  type PlannerChoice,
  type PlannerRequest,
  type PlannerRequestInput,
  type PlannerRequestPatch,
} from '@dali/shared/contracts/planner';
import { PlanFromTextRequestSchema } from '@dali/shared/contracts/planner-stream';
import type { Locale } from '@dali/shared/locales';
import { formatIssueMessage, type KeyedIssue } from '@dali/shared/messages';

/** Each plan language in its own script (the language menu's endonyms). */
export const PLAN_LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'zh-CN': '简体中文', 'zh-HK': '繁體中文', 'en-US': 'English' };

/**
 * Request fields the traveller can state (in the quick text, or kept from a request the planner
 * understood) that the form has no input for; the form keeps them and sends them with its own.
 */
export const STATED_LIMIT_FIELDS = [
  'dayPins',
  'visitOrder',
  'visitTimes',
  'maxAttractionsPerDay',
  'maxAttractionsTotal',
  'minAttractionsTotal',
  'minFreeAttractions',
  'budgetCaps',
  'excludeModes',
  'maxWalkMinutes',
  'maxTransferMinutesPerDay',
  'breakfastDaily',
  'rooms',
  'roomType',
] as const satisfies readonly (keyof PlannerRequest)[];

/** The {@link STATED_LIMIT_FIELDS} a request sets, as the planner reads them (absent: not stated). */
export type StatedLimits = Partial<Pick<PlannerRequest, (typeof STATED_LIMIT_FIELDS)[number]>>;

/** How the trip's length is given: a date range, or a number of days (with an optional start). */
export type DateMode = 'dates' | 'duration';

/**
 * Planner form fields (spec §3 planner form) as typed, numbers still strings; {@link validateForm}
 * turns them into a request.
 */
export interface PlannerFormValues {
  dateMode: DateMode;
  startDate: string;
  endDate: string;
  durationDays: string;
  travelerCount: string;
  /** Town ids (chosen from the list) and any other names the request carried. */
  destinations: string[];
  interests: PlannerChoice<'interests'>[];
  budget: string;
  departureLocation: string;
  /** The plan language the traveller picked; `null` until they pick one: the plan then follows the interface locale. */
  language: Locale | null;
  specialNeeds: PlannerChoice<'specialNeeds'>[];
  accommodationType: PlannerChoice<'accommodationType'> | '';
  transportation: PlannerChoice<'transportation'>;
  attractionPreferences: PlannerChoice<'attractionPreferences'>[];
  accommodationBudget: PlannerChoice<'accommodationBudget'> | '';
  specialRequirements: string;
  /** Comma-separated attraction names or ids. */
  mustVisit: string;
  /** Places to leave out (attractions or towns), comma separated as typed. */
  avoid: string;
  avoidAttractionTypes: PlannerChoice<'attractionPreferences'>[];
  activityPreferences: PlannerChoice<'activityPreferences'>[];
  /** Comma-separated diet words. */
  dietaryRestrictions: string;
  priorityFactors: PlannerChoice<'priorityFactors'>[];
  pace: PlannerChoice<'pace'>;
  /** Limits stated outside the form's inputs (components/stated-limits.tsx shows and drops them). */
  stated: StatedLimits;
}

/** A key of {@link PlannerFormValues}; field errors ({@link FieldErrors}) are keyed by it. */
export type PlannerField = keyof PlannerFormValues;

/**
 * A fresh form: three days, two people, public transport, moderate pace; the plan in `language`
 * when one was picked, else (the default) in the interface language.
 */
export function defaultFormValues(language: Locale | null = null): PlannerFormValues {
  return {
    dateMode: 'duration',
    startDate: '',
    endDate: '',
    durationDays: '3',
    travelerCount: '2',
    destinations: [],
    interests: [],
    budget: '',
    departureLocation: '',
    language,
    specialNeeds: [],
    accommodationType: '',
    transportation: 'public',
    attractionPreferences: [],
    accommodationBudget: '',
    specialRequirements: '',
    mustVisit: '',
    avoid: '',
    avoidAttractionTypes: [],
    activityPreferences: [],
    dietaryRestrictions: '',
    priorityFactors: [],
    pace: 'moderate',
    stated: {},
  };
}

const blank = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** The language the plan is written in: the one the traveller picked, else the interface `locale`. */
export function planLanguage(values: Pick<PlannerFormValues, 'language'>, locale: Locale): Locale {
  return values.language ?? locale;
}

/**
 * The request the form's values make (empty fields left out; dates or duration by mode), in the
 * picked plan language or else the interface `locale`.
 */
export function requestFromValues(values: PlannerFormValues, locale: Locale): PlannerRequestInput {
  const dates = values.dateMode === 'dates';
  return {
    startDate: blank(values.startDate),
    endDate: dates ? blank(values.endDate) : undefined,
    durationDays: dates ? undefined : blank(values.durationDays),
    travelerCount: blank(values.travelerCount) ?? 1,
    destinations: values.destinations,
    interests: values.interests,
    budget: blank(values.budget),
    departureLocation: blank(values.departureLocation),
    language: planLanguage(values, locale),
    specialNeeds: values.specialNeeds,
    accommodationType: values.accommodationType || undefined,
    transportation: values.transportation,
    attractionPreferences: values.attractionPreferences,
    accommodationBudget: values.accommodationBudget || undefined,
    specialRequirements: blank(values.specialRequirements),
    mustVisit: values.mustVisit,
    avoid: values.avoid,
    avoidAttractionTypes: values.avoidAttractionTypes,
    activityPreferences: values.activityPreferences,
    dietaryRestrictions: values.dietaryRestrictions,
    priorityFactors: values.priorityFactors,
    pace: values.pace,
    ...values.stated,
  };
}

/** Localised messages by field; empty when the values are valid. */
export type FieldErrors = Partial<Record<PlannerField, string>>;

/** Issues of `schema` on `input` as localised messages by the first path segment. */
function issuesByField(issues: readonly (KeyedIssue & { path: readonly PropertyKey[] })[], locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field in errors) continue;
    errors[field] = formatIssueMessage(issue, locale) ?? issue.message;
  }
  return errors;
}

/**
 * Check the form with the shared request schema. Returns the localised errors by field (the date
 * checks land on the field to change: the end date, or the number of days) and the request when
 * it is valid. `locale` is the interface locale: the messages' language, and the plan's when the
 * traveller picked none.
 */
export function validateForm(values: PlannerFormValues, locale: Locale): { errors: FieldErrors; request: PlannerRequestInput | null } {
  const request = requestFromValues(values, locale);
  const result = safeParse(PlannerRequestSchema, request);
  if (result.success) return { errors: {}, request };
  const errors = issuesByField(result.error.issues as never, locale) as FieldErrors;
  // In date mode a missing duration means a missing date: point at the one to fill in.
  if (values.dateMode === 'dates' && errors.durationDays) {
    const field = values.startDate.trim() === '' ? 'startDate' : 'endDate';
    errors[field] ??= errors.durationDays;
    delete errors.durationDays;
  }
  return { errors, request: null };
}

/** Check a quick-text request (spec §5: at least 10 characters, at most 500). */
export function validateQuickText(text: string, language: Locale, locale: Locale): string | null {
  const result = safeParse(PlanFromTextRequestSchema, { text, language });
  const issue = result.error?.issues[0];
  return issue ? (formatIssueMessage(issue as KeyedIssue, locale) ?? issue.message) : null;
}

/** Characters as a person counts them (a Chinese character or an emoji is one). */
export function countCharacters(text: string): number {
  return [...text.trim()].length;
}

/** `request` with `patch` merged over it (RFC 7386: `null` removes a field). */
export function applyRequestPatch(request: PlannerRequestInput, patch: PlannerRequestPatch): PlannerRequestInput {
  const removed = new Set(Object.entries(patch).filter(([, value]) => value === null).map(([key]) => key));
  const changed = Object.entries(patch).filter(([, value]) => value !== null && value !== undefined);
  const kept = Object.entries(request).filter(([key]) => !removed.has(key));
  return Object.fromEntries([...kept, ...changed]) as PlannerRequestInput;
}

const toText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const listText = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : toText(value));
const listOf = <T extends string>(allowed: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? value.filter((entry): entry is T => (allowed as readonly unknown[]).includes(entry)) : [];
const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,，、;；]/).map((s) => s.trim()).filter(Boolean) : [];

/**
 * Form values from a request (one the form sent, one the server understood from text, or either
 * with an alternative's patch applied). Unknown options are dropped. The plan language is
 * `language`, the one the traveller picked for that request (`null`: none, the form follows the
 * interface), never the request's own `language`, which may be only the interface locale it was
 * sent in.
 */
export function valuesFromRequest(request: PlannerRequestInput | PlannerRequest, language: Locale | null): PlannerFormValues {
  const base = defaultFormValues(language);
  const hasEnd = request.endDate !== undefined && request.endDate !== null && request.endDate !== '';
  return {
    ...base,
    dateMode: hasEnd ? 'dates' : 'duration',
    startDate: toText(request.startDate),
    endDate: hasEnd ? toText(request.endDate) : '',
    durationDays: hasEnd ? '' : toText(request.durationDays),
    travelerCount: toText(request.travelerCount ?? 1),
    destinations: textList(request.destinations),
    interests: listOf(PLANNER_CHOICES.interests, request.interests),
    budget: toText(request.budget),
    departureLocation: toText(request.departureLocation),
    specialNeeds: listOf(PLANNER_CHOICES.specialNeeds, request.specialNeeds),
    accommodationType: oneOf(['', ...PLANNER_CHOICES.accommodationType] as const, request.accommodationType, ''),
    transportation: oneOf(PLANNER_CHOICES.transportation, request.transportation, 'public'),
    attractionPreferences: listOf(PLANNER_CHOICES.attractionPreferences, request.attractionPreferences),
    accommodationBudget: oneOf(['', ...PLANNER_CHOICES.accommodationBudget] as const, request.accommodationBudget, ''),
    specialRequirements: toText(request.specialRequirements),
    mustVisit: listText(request.mustVisit),
    avoid: listText(request.avoid),
    avoidAttractionTypes: listOf(PLANNER_CHOICES.attractionPreferences, request.avoidAttractionTypes),
    activityPreferences: listOf(PLANNER_CHOICES.activityPreferences, request.activityPreferences),
    dietaryRestrictions: listText(request.dietaryRestrictions),
    priorityFactors: listOf(PLANNER_CHOICES.priorityFactors, request.priorityFactors),
    pace: oneOf(PLANNER_CHOICES.pace, request.pace, 'moderate'),
    stated: statedLimitsOf(request),
  };
}

/**
 * The limits `request` states that the form has no input for ({@link STATED_LIMIT_FIELDS}), read
 * by the shared schema ({@link pickStatedLimits}). A request the schema refuses states none: the
 * form then shows and sends only its own fields.
 */
export function statedLimitsOf(request: PlannerRequestInput | PlannerRequest): StatedLimits {
  const parsed = safeParse(PlannerRequestSchema, request);
  return parsed.success ? pickStatedLimits(parsed.data) : {};
}

/**
 * The {@link STATED_LIMIT_FIELDS} of a request the schema has read; fields left empty (no pins, no
 * caps, breakfast not asked) are not stated.
 */
export function pickStatedLimits(request: PlannerRequest): StatedLimits {
  const stated: Record<string, unknown> = {};
  for (const field of STATED_LIMIT_FIELDS) {
    const value: unknown = request[field];
    const empty = value === undefined || value === false || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
    if (!empty) stated[field] = value;
  }
  return stated as StatedLimits;
}
