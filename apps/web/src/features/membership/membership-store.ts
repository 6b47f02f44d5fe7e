/**
 * The membership state (spec §3 "Membership info", §4 "Successful login … fetches membership"):
 * a Zustand store, as architecture.md §1 names for membership, holding the logged-in user's
 * `MembershipInfo` (or null: never had one) and the state of its loading.
 *
 * {@link startMembershipSync} keeps it in step with the session: a fetch after every login
 * (`onLoginSuccess`), on load when a stored session is restored, when another tab logs in as
 * someone else and when the locale changes (the plan name comes in the request's language); a
 * logout or a 401 clears it. Those fetches are quiet and their errors swallowed (spec §8
 * "membership-fetch errors are swallowed"); only the membership dialog, which calls
 * {@link loadMembership} itself, tells the user that loading failed.
 */
import { create } from 'zustand';
import type { MembershipInfo } from '@dali/shared/contracts/membership';
import { currentLocale, useLocaleStore } from '../../lib/locale';
import { onLoginSuccess, useSessionStore } from '../../lib/session';
import { getCurrentMembership } from './api/get-current-membership';

/** idle: nothing asked yet (or logged out); loading; ready: `info` is the answer; error: the last load failed. */
export type MembershipStatus = 'idle' | 'loading' | 'ready' | 'error';

/** State of the membership store: the user's membership and the state of its loading. */
export interface MembershipState {
  /** The user `info` belongs to; null for a visitor. */
  userId: string | null;
  /** The membership (spec §3), or null when there is none or it is not known yet. */
  info: MembershipInfo | null;
  status: MembershipStatus;
  /** When `info` last arrived, epoch ms; null before. */
  loadedAt: number | null;
}

const EMPTY: MembershipState = { userId: null, info: null, status: 'idle', loadedAt: null };

/** The membership store (Zustand); written only by the functions of this module. */
export const useMembershipStore = create<MembershipState>(() => EMPTY);

// Only the most recent load may write: an answer in the old locale, or for a user who has since
// logged out, must not land after a newer one.
let latestLoad = 0;
let inFlight: { key: string; promise: Promise<MembershipInfo | null> } | null = null;

/** Forget the membership (logout, 401): back to the visitor's empty state. */
export function clearMembership(): void {
  latestLoad += 1;
  inFlight = null;
  useMembershipStore.setState(EMPTY);
}

/**
 * Fetch the logged-in user's membership into the store and answer it; a visitor's store is cleared
 * and null answered without a call. A load already running for the same user and locale is shared,
 * not repeated. While loading, the previous info of the same user stays visible.
 * @throws ApiError when the call fails (status becomes `error`; the previous info stays).
 */
export function loadMembership(): Promise<MembershipInfo | null> {
  const session = useSessionStore.getState().session;
  if (!session) {
    clearMembership();
    return Promise.resolve(null);
  }
  const key = `${session.userId}|${currentLocale()}`;
  if (inFlight?.key === key) return inFlight.promise;

  latestLoad += 1;
  const id = latestLoad;
  const userId = session.userId;
  const sameUser = useMembershipStore.getState().userId === userId;
  useMembershipStore.setState(sameUser ? { status: 'loading' } : { userId, info: null, status: 'loading', loadedAt: null });
  const stillCurrent = () => id === latestLoad && useSessionStore.getState().session?.userId === userId;

  const promise = getCurrentMembership().then(
    (info) => {
      if (stillCurrent()) useMembershipStore.setState({ info, status: 'ready', loadedAt: Date.now() });
      return info;
    },
    (error: unknown) => {
      if (stillCurrent()) useMembershipStore.setState({ status: 'error' });
      throw error;
    },
  );
  const entry = { key, promise };
  inFlight = entry;
  const done = () => {
    if (inFlight === entry) inFlight = null;
  };
  promise.then(done, done);
  return promise;
}

/** {@link loadMembership} with its error swallowed (spec §8), for the automatic fetches. */
function loadQuietly(): void {
  loadMembership().catch(() => undefined);
}

/**
 * Keep the store in step with the session and the locale (see the module comment) and fetch at
 * once when a stored session was restored. Call once when the app starts, after the locale is
 * known; returns the function that stops it (and leaves the store as it is).
 */
export function startMembershipSync(): () => void {
  const stops = [
    onLoginSuccess(() => loadQuietly()),
    useSessionStore.subscribe((state, previous) => {
      if (!state.session) {
        if (useMembershipStore.getState().userId !== null || previous.session) clearMembership();
      } else if (state.session.userId !== previous.session?.userId) {
        // Another tab logged in as someone else (storage event); a login here is covered above too,
        // and the shared in-flight load makes that one request.
        loadQuietly();
      }
    }),
    useLocaleStore.subscribe((state, previous) => {
      if (state.locale !== previous.locale && useSessionStore.getState().session) loadQuietly();
    }),
  ];
  if (useSessionStore.getState().session) loadQuietly();
  return () => {
    for (const stop of stops) stop();
  };
}
