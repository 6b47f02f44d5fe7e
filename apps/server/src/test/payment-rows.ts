/**
 * The database rows payment tests assert on, read the same way by every provider's test: an order,
 * its grants, a user's membership, the stored notifications of one event id, an order's reviews.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Row readers over the test app's database (`db` is called on each read: the app may be rebuilt). */
export function paymentRows(db: () => Kysely<Database>, provider: string) {
  return {
    row: (orderId: string) => db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow(),
    grantsOf: (orderId: string) => db().selectFrom('membershipGrants').selectAll().where('orderId', '=', orderId).execute(),
    membershipOf: (userId: string) => db().selectFrom('memberships').selectAll().where('userId', '=', userId).executeTakeFirst(),
    eventsWithId: (eventId: string) => db().selectFrom('paymentEvents').selectAll().where('provider', '=', provider).where('eventId', '=', eventId).execute(),
    reviewsOf: (orderId: string) => db().selectFrom('paymentReviews').selectAll().where('orderId', '=', orderId).execute(),
  };
}
