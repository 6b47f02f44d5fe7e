/**
 * `POST /api/v1/attractions/:id/views { visitorId }`: counts a view of the detail page; the server
 * counts each visitor once per place per China day, so the page may call it on every visit.
 */
import { RecordViewResponseSchema } from '@dali/shared/contracts/attractions';
import { request } from '../../../lib/api-client';
import { getVisitorId } from '../../../lib/visitor-id';

/** Record a view; silent, since a lost count must never disturb the visitor. */
export async function recordAttractionView(id: string) {
  const body = await request(`/api/v1/attractions/${encodeURIComponent(id)}/views`, {
    method: 'POST',
    body: { visitorId: getVisitorId() },
    schema: RecordViewResponseSchema,
    silent: true,
  });
  return body.data;
}
