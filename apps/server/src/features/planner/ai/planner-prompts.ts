/**
 * Prompts of the OpenAI-compatible planner AI. The request prompt lists the planner form's fields
 * with their allowed values (taken from the contracts) and the catalog's towns and attractions
 * (taken from the snapshot), so the model answers ids, not invented places. The narrative prompts
 * hand the model the plan's facts, already worded in the plan's language from the catalog's names,
 * and tell it to describe only those.
 */
import { DIET_KEYS, PLANNER_CHOICES, PLANNER_MAX_DAYS, type TravelPlan } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import type { CatalogSnapshot } from '../engine/catalog-snapshot.js';
import type { NarrativeParagraph } from './local-narrative.js';

/** A chat message as the chat completions API takes it. */
export interface PromptMessage {
  role: 'system' | 'user';
  content: string;
}

const LANGUAGE_NAMES: Record<Locale, string> = {
  'zh-CN': 'Simplified Chinese (zh-CN)',
  'zh-HK': 'Traditional Chinese as written in Hong Kong (zh-HK)',
  'en-US': 'English (en-US)',
};

const oneOf = (values: readonly string[]) => values.join(', ');

/**
 * Messages asking for the planner request in `text` as one JSON object. `today` is the China date
 * (YYYY-MM-DD) dates without a year are counted from.
 */
export function requestExtractionMessages(input: { text: string; language: Locale; snapshot: CatalogSnapshot; today: string }): PromptMessage[] {
  const { snapshot } = input;
  const towns = snapshot.townList.map((t) => `- ${t.id}: ${t.name['zh-CN']} / ${t.name['en-US']}`).join('\n');
  const attractions = snapshot.attractionList.map((a) => `- ${a.id}: ${a.name['zh-CN']} / ${a.name['en-US']} (town ${a.townId})`).join('\n');
  const system = [
    "You read a traveller's request for a trip planner of Dali Prefecture, Yunnan, written in Chinese or English,",
    'and answer with exactly one JSON object and nothing else (no prose, no code fence).',
    `Today is ${input.today} in China. The traveller's interface language is ${input.language}.`,
    'Fields (leave out every field the text does not give; never guess):',
    `- startDate, endDate: "YYYY-MM-DD"; a date without a year is its next occurrence on or after today.`,
    `- durationDays: whole days (the form accepts 1 to ${PLANNER_MAX_DAYS}; give what the text says).`,
    '- travelerCount: number of people travelling.',
    '- budget: total for the whole party in CNY (yuan), a number; convert other currencies, multiply a per-person amount by the party size.',
    '- destinations: ids of towns from the town list. mustVisit: ids of attractions from the attraction list.',
    `- interests: any of ${oneOf(PLANNER_CHOICES.interests)}.`,
    `- attractionPreferences: any of ${oneOf(PLANNER_CHOICES.attractionPreferences)}.`,
    `- activityPreferences: any of ${oneOf(PLANNER_CHOICES.activityPreferences)}.`,
    `- specialNeeds: any of ${oneOf(PLANNER_CHOICES.specialNeeds)}.`,
    `- priorityFactors: any of ${oneOf(PLANNER_CHOICES.priorityFactors)}.`,
    `- dietaryRestrictions: any of ${oneOf(DIET_KEYS)}.`,
    `- accommodationType: one of ${oneOf(PLANNER_CHOICES.accommodationType)}.`,
    `- accommodationBudget: nightly room price band in CNY, one of ${oneOf(PLANNER_CHOICES.accommodationBudget)}.`,
    `- transportation: one of ${oneOf(PLANNER_CHOICES.transportation)}.`,
    `- pace: one of ${oneOf(PLANNER_CHOICES.pace)}.`,
    '- departureLocation: where the party comes from, as written.',
    '- language: zh-CN, zh-HK or en-US, only when the text asks for the plan in a language.',
    '- unrecognised: array of the places or wishes the text names that fit none of the fields or lists, as written.',
    'Never invent a place: a town or attraction that is not in the lists goes to "unrecognised", not to destinations or mustVisit.',
    'Towns (id: names):',
    towns,
    'Attractions (id: names):',
    attractions,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: input.text },
  ];
}

/**
 * Messages asking for one paragraph of narrative (the introduction or one day) in the plan's
 * language, from `facts`: the paragraph's sentences worded from the plan and the catalog.
 */
export function narrativeMessages(plan: TravelPlan, facts: NarrativeParagraph): PromptMessage[] {
  const what = facts.dayIndex === null ? 'an introduction to the whole trip' : `the paragraph for day ${facts.dayIndex}`;
  const system = [
    `You write ${what} of a travel itinerary for Dali Prefecture, Yunnan, in ${LANGUAGE_NAMES[plan.language]}.`,
    'Use only the facts the user gives: keep every place name and time exactly as given, keep their order,',
    'and never mention any other place, attraction, restaurant, hotel, price or opening hour.',
    'Write one friendly paragraph of plain text (no Markdown, no headings, no lists), at most about 120 words.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: facts.sentences.join('\n') },
  ];
}
