/**
 * `POST /api/v1/attractions/:id/booking-clicks`: counts a click on the booking link (spec §3
 * "booking count").
 */
import { RecordBookingClickResponseSchema } from '@dali/shared/contracts/attractions';
import { request } from '../../../lib/api-client';

/** Record a booking click; silent, the visitor is already on the way to the booking site. */
export async function recordAttractionBookingClick(id: string) {
  const body = await request(`/api/v1/attractions/${encodeURIComponent(id)}/booking-clicks`, {
    method: 'POST',
    schema: RecordBookingClickResponseSchema,
    silent: true,
  });
  return body.data;
}
