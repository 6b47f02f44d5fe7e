/**
 * `GET /api/v1/voice/rate-limit/remaining` (spec §7, silent): the caller's remaining voice count,
 * `data` an integer (999999 when unlimited). The query key holds the user id, so a login (spec §4
 * "refreshes remaining voice count") or logout fetches it anew.
 */
import { useQuery } from '@tanstack/react-query';
import { VoiceRemainingResponseSchema } from '@dali/shared/contracts/membership';
import { request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Query key prefix of the voice count. */
export const VOICE_REMAINING_KEY = ['voice-remaining'] as const;

/** The caller's remaining voice count. @throws ApiError (silent: no toast). */
export async function getVoiceRemaining(signal?: AbortSignal): Promise<number> {
  const body = await request('/api/v1/voice/rate-limit/remaining', { schema: VoiceRemainingResponseSchema, silent: true, signal });
  return body.data;
}

/** The remaining voice count of whoever is logged in (or the visitor), while `enabled`. */
export function useVoiceRemaining(enabled: boolean) {
  const userId = useSession()?.userId ?? null;
  return useQuery({ queryKey: [...VOICE_REMAINING_KEY, userId], queryFn: ({ signal }) => getVoiceRemaining(signal), enabled, staleTime: 0 });
}
