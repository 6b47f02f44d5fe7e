/**
 * `DELETE /ai_api/v1/base_api/travel_plans/{id}`: the owner removes a plan (its share link stops
 * working: spec §8 "itinerary missing or deleted").
 */
import { z } from 'zod/mini';
import { successEnvelope } from '@dali/shared/errors';
import { request } from '../../../lib/api-client';
import { planPath } from './get-plan';

// The answer carries nothing the page uses.
const DeleteResponseSchema = successEnvelope(z.nullable(z.unknown()));

/** Delete one plan; quiet, callers toast the failure themselves. */
export async function deletePlan(id: string): Promise<void> {
  await request(planPath(id), { method: 'DELETE', schema: DeleteResponseSchema, quiet: true });
}
