/**
 * The name the navbar shows for the logged-in user (spec §2): username, else email, else phone,
 * else a default word.
 */
import type { Session, UserProfile } from '../../lib/session';

/** Display name of `session` with its saved `profile`; `fallback` is the localised default word. */
export function displayNameOf(session: Pick<Session, 'username'>, profile: Pick<UserProfile, 'email' | 'phone'> | null, fallback: string): string {
  const candidates = [session.username, profile?.email, profile?.phone];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return fallback;
}
