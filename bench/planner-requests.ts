/**
 * Planner requests shared by the benches (`npm run eval:planner`, `npm run bench:scale`), so their
 * 7-day figures describe the same plan.
 */
import { PlannerRequestSchema } from '@dali/shared/contracts/planner';

/** A fixed 7-day request: four travellers, two must-visits, a ¥12,000 budget, packed pace. */
export const SEVEN_DAY_REQUEST = PlannerRequestSchema.parse({
  startDate: '2026-12-01',
  endDate: '2026-12-07',
  travelerCount: 4,
  interests: ['culture', 'nature', 'food'],
  activityPreferences: ['photography'],
  mustVisit: 'three-pagodas-chongsheng-temple, xizhou-ancient-town',
  budget: 12000,
  pace: 'packed',
});
