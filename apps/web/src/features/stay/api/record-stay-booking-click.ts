/**
 * `POST /api/v1/stays/:id/booking-clicks`: counts a click on a lodging's booking link or phone
 * (the booking count of spec §3). Silent: a failed count must never get in the visitor's way.
 */
import { useMutation } from '@tanstack/react-query';
import { BookingClickResponseSchema } from '@dali/shared/contracts/catalog-common';
import { request } from '../../../lib/api-client';

/** Count one booking click; answers the new count. */
export async function recordStayBookingClick(id: string) {
  const body = await request(`/api/v1/stays/${encodeURIComponent(id)}/booking-clicks`, { method: 'POST', schema: BookingClickResponseSchema, silent: true });
  return body.data;
}

/** Mutation hook; errors are swallowed on purpose (the link or call goes ahead regardless). */
export function useRecordStayBookingClick() {
  return useMutation({ mutationFn: recordStayBookingClick, onError: () => undefined });
}
