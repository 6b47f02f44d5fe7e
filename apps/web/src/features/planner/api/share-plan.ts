/**
 * `POST|DELETE /ai_api/v1/base_api/travel_plans/{id}/share` (spec §2 share route, §4 sharing only
 * after generation with a plan id): make a plan readable by anyone with its link, or private again.
 * The answer gives the sharing state, whether search engines may list the plan, and the public
 * path (`/share/{id}`).
 */
import { PlanSharingSchema } from '@dali/shared/contracts/planner-stream';
import { successEnvelope } from '@dali/shared/errors';
import { request } from '../../../lib/api-client';
import { planPath } from './get-plan';

const SharingResponseSchema = successEnvelope(PlanSharingSchema);

/**
 * Share (`true`) or stop sharing (`false`) a plan; quiet, callers toast "share failed" themselves.
 * `searchable` (sharing only) lets search engines list the plan or not; left out, it stays as it is.
 */
export async function setPlanShared(id: string, shared: boolean, searchable?: boolean) {
  const body = await request(`${planPath(id)}/share`, {
    method: shared ? 'POST' : 'DELETE',
    ...(shared && searchable !== undefined ? { body: { searchable } } : {}),
    schema: SharingResponseSchema,
    quiet: true,
  });
  return body.data;
}

/** The public address of a shared plan (spec §2 `/share/:planId`). */
export function shareUrl(planId: string, origin: string = window.location.origin): string {
  return `${origin}/share/${encodeURIComponent(planId)}`;
}
