/**
 * A stored plan's request (`travel_plans.request_json`) read back with PlannerRequestOutputSchema:
 * rows written before a request field existed read it as empty, so older plans still open.
 */
import { describe, expect, it } from 'vitest';
import { PlannerRequestSchema } from '@dali/shared/contracts/planner';
import { PlannerRequestOutputSchema } from './planner.schemas.js';

// A request as stored before places ruled out, day pins, orders, times, caps and rooms existed.
const OLD_ROW = {
  startDate: '2026-03-01',
  endDate: '2026-03-02',
  travelerCount: 2,
  destinations: ['xizhou'],
  interests: ['culture'],
  language: 'en-US',
  specialNeeds: [],
  transportation: 'public',
  attractionPreferences: [],
  mustVisit: [],
  activityPreferences: [],
  dietaryRestrictions: [],
  priorityFactors: [],
  pace: 'moderate',
};

describe('stored planner requests', () => {
  it('reads a row written before the later fields existed, with those fields empty', () => {
    const request = PlannerRequestOutputSchema.parse(JSON.parse(JSON.stringify(OLD_ROW)));
    expect(request).toMatchObject({ avoid: [], avoidAttractionTypes: [], dayPins: [], visitOrder: [], visitTimes: [], budgetCaps: {}, excludeModes: [], breakfastDaily: false });
    expect(request.rooms).toBeUndefined();
    expect(request.maxTransferMinutesPerDay).toBeUndefined();
  });

  it('reads back every field of a request stored today as it was', () => {
    const stored = PlannerRequestSchema.parse({
      durationDays: 2,
      visitOrder: [{ first: '喜洲', then: 'three-pagodas-chongsheng-temple' }],
      visitTimes: [{ place: 'dali-ancient-city', after: '18:00' }],
      budgetCaps: { lodging: 800, perDay: 600 },
      excludeModes: ['taxi'],
      minAttractionsTotal: 4,
      maxAttractionsTotal: 4,
      minFreeAttractions: 2,
      maxWalkMinutes: 10,
      maxTransferMinutesPerDay: 90,
      breakfastDaily: true,
      rooms: 2,
      roomType: 'twin',
    });
    expect(PlannerRequestOutputSchema.parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });
});
