/**
 * What "refresh the membership after a payment" means for the payment screens (spec §4 full flow:
 * "on success membership refreshed"): a fresh load into the membership store, its error swallowed
 * like every background membership fetch (spec §8). Handed to the pricing and payment features by
 * the app, which alone may import the membership feature.
 */
import { loadMembership } from '../features/membership/membership-store';

/** Reload the logged-in user's membership; failures are ignored. */
export function refreshMembershipQuietly(): void {
  loadMembership().catch(() => undefined);
}
