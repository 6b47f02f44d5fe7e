import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PlannerRequestSchema, isInAccommodationBand, matchDietKey } from '@dali/shared/contracts/planner';
import { LOCALES } from '@dali/shared/locales';
import { formatIssueMessage, isMessageKey } from '@dali/shared/messages';

const issuesOf = (input: unknown) => {
  const result = PlannerRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('planner request (spec §3 planner form)', () => {
  it('fills defaults and accepts a duration alone', () => {
    expect(PlannerRequestSchema.parse({ durationDays: 3 })).toMatchObject({
      durationDays: 3,
      travelerCount: 1,
      language: 'en-US',
      transportation: 'public',
      pace: 'moderate',
      mustVisit: [],
      dietaryRestrictions: [],
      interests: [],
    });
  });

  it('takes list fields as arrays or comma-separated text, trimmed and without repeats', () => {
    const parsed = PlannerRequestSchema.parse({
      durationDays: '2',
      travelerCount: '4',
      budget: '3000',
      mustVisit: ' three-pagodas-chongsheng-temple，洱海、 Erhai Lake ; erhai lake ',
      destinations: ['Xizhou', 'xizhou'],
      startDate: '',
      language: 'zh-TW',
    });
    expect(parsed).toMatchObject({ durationDays: 2, travelerCount: 4, budget: 3000, language: 'zh-HK', destinations: ['Xizhou'] });
    expect(parsed.mustVisit).toEqual(['three-pagodas-chongsheng-temple', '洱海', 'Erhai Lake']);
    expect(parsed.startDate).toBeUndefined();
  });

  it('recognises diet words in three languages, canonical keys first, unknown words kept', () => {
    const parsed = PlannerRequestSchema.parse({ durationDays: 1, dietaryRestrictions: 'Peanut allergy, 清真, No Pork, gluten free, 不吃辣, vegan' });
    expect(parsed.dietaryRestrictions).toEqual(['vegan', 'halal', 'no-pork', 'no-spicy', 'gluten-free', 'Peanut allergy']);
    expect(matchDietKey('NO_SEAFOOD')).toBe('no-seafood');
    expect(matchDietKey('素食')).toBe('vegetarian');
    expect(matchDietKey('low sugar')).toBeNull();
  });

  it('rejects bad dates and trip lengths with stable message keys', () => {
    expect(issuesOf({})).toEqual([{ path: 'durationDays', message: 'validation.planner.durationRequired' }]);
    expect(issuesOf({ durationDays: 8 })).toEqual([{ path: 'durationDays', message: 'validation.planner.durationRange' }]);
    expect(issuesOf({ startDate: '2026-02-30', durationDays: 2 })).toEqual([{ path: 'startDate', message: 'validation.planner.dateInvalid' }]);
    expect(issuesOf({ endDate: '2026-12-03' })).toEqual([{ path: 'startDate', message: 'validation.planner.startDateRequired' }]);
    expect(issuesOf({ startDate: '2026-12-03', endDate: '2026-12-01' })).toEqual([{ path: 'endDate', message: 'validation.planner.endBeforeStart' }]);
    expect(issuesOf({ startDate: '2026-12-01', endDate: '2026-12-08' })).toEqual([{ path: 'endDate', message: 'validation.planner.tooManyDays' }]);
    expect(issuesOf({ startDate: '2026-12-01', endDate: '2026-12-03', durationDays: 2 })).toEqual([{ path: 'durationDays', message: 'validation.planner.durationMismatch' }]);
    expect(issuesOf({ durationDays: 2, travelerCount: 21 })).toEqual([{ path: 'travelerCount', message: 'validation.planner.travelerCount' }]);
    expect(issuesOf({ durationDays: 2, budget: -5 })).toEqual([{ path: 'budget', message: 'validation.planner.budgetInvalid' }]);
    expect(issuesOf({ durationDays: 2, pace: 'fast' })).toEqual([{ path: 'pace', message: 'validation.planner.unknownOption' }]);
    expect(issuesOf({ durationDays: 2, specialRequirements: 'x'.repeat(501) })).toEqual([{ path: 'specialRequirements', message: 'validation.planner.textTooLong' }]);
  });

  it('words every validation message in the three locales with its limits', () => {
    const result = PlannerRequestSchema.safeParse({ durationDays: 9 });
    const issue = result.error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    for (const locale of LOCALES) expect(formatIssueMessage(issue, locale)).toMatch(/1.*7/);
  });

  it('reads nightly bands as half-open ranges of fen', () => {
    expect(isInAccommodationBand(9999, 'under100')).toBe(true);
    expect(isInAccommodationBand(10000, 'under100')).toBe(false);
    expect(isInAccommodationBand(10000, '100to200')).toBe(true);
    expect(isInAccommodationBand(30000, 'over300')).toBe(true);
  });
});

describe('planner message keys', () => {
  it('exist for every key the engine and checker can answer with', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const sources = fs
      .readdirSync(here)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => fs.readFileSync(path.join(here, f), 'utf8'))
      .join('\n');
    const keys = new Set([...sources.matchAll(/'(planner\.(?:infeasible|alternative|tip)\.\w+)'/g)].map((m) => m[1] ?? ''));
    expect(keys.size).toBeGreaterThan(20);
    for (const key of keys) expect(isMessageKey(key), key).toBe(true);
  });
});
