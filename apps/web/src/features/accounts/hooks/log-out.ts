/**
 * Logout (spec §4): tell the server (`POST /api/v1/auth/logout?userId=&quiet=true`), then clear
 * the session state and its storage keys whatever the answer (spec §8: logout errors are
 * swallowed). The caller goes home.
 */
import { useSessionStore } from '../../../lib/session';
import { logOutOnServer } from '../api/logout';

/** Log out; never rejects. */
export async function logOutEverywhere(): Promise<void> {
  const session = useSessionStore.getState().session;
  try {
    await logOutOnServer(session?.userId);
  } catch {
    // Swallowed (spec §8): the local session ends regardless, below.
  } finally {
    useSessionStore.getState().logOut();
  }
}
