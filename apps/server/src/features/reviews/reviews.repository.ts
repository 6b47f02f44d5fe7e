/**
 * Queries of the review feature: the only place that touches `reviews`, `review_images`,
 * `review_likes` and `review_replies`, and the review counters of `attractions`. Every counter
 * changes in the same transaction as the row it counts (architecture.md §4), so concurrent
 * requests cannot skew it on either engine.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, ReviewImagesTable, ReviewRepliesTable, ReviewsTable } from '../../db/schema.js';

/** A review row with its author's public columns. */
export interface ReviewWithAuthorRow extends Selectable<ReviewsTable> {
  authorName: string;
  authorAvatarUrl: string | null;
}

/** A reply row with its author's public columns. */
export interface ReplyWithAuthorRow extends Selectable<ReviewRepliesTable> {
  authorName: string;
  authorAvatarUrl: string | null;
}

/** A selected row of the `review_images` table. */
export type ReviewImageRow = Selectable<ReviewImagesTable>;

/** A new `review_images` row (moderation columns take their defaults). */
export type NewReviewImageRow = Pick<ReviewImageRow, 'reviewId' | 'position' | 'storageKey' | 'url' | 'mimeType' | 'bytes'>;

/** Orders of {@link ReviewsRepository.listReviews}. */
export type ReviewOrder = 'newest' | 'helpful';

/**
 * Reads and transactional writes of reviews, images, likes and replies over `db`; every counter
 * changes in the transaction of the row it counts. Unknown ids give undefined or false.
 */
export function createReviewsRepository(db: Kysely<Database>) {
  const reviewsWithAuthor = (executor: Kysely<Database>) =>
    executor
      .selectFrom('reviews')
      .innerJoin('users', 'users.id', 'reviews.userId')
      .selectAll('reviews')
      .select(['users.username as authorName', 'users.avatarUrl as authorAvatarUrl']);

  return {
    /** Review counters of an active (not retired) attraction, or undefined. */
    async findAttractionCounters(attractionId: string): Promise<{ reviewCount: number; ratingSum: number } | undefined> {
      return db
        .selectFrom('attractions')
        .select(['reviewCount', 'ratingSum'])
        .where('id', '=', attractionId)
        .where('retiredAt', 'is', null)
        .executeTakeFirst();
    },

    /** How many reviews an attraction has (rows, not the counter). */
    async countReviews(attractionId: string): Promise<number> {
      const row = await db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('attractionId', '=', attractionId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * One page of an attraction's reviews. `newest`: latest first; `helpful`: most liked first, then
     * latest. Ties break by id (time-ordered) so pages never overlap.
     */
    async listReviews(input: { attractionId: string; order: ReviewOrder; limit: number; offset: number }): Promise<ReviewWithAuthorRow[]> {
      let query = reviewsWithAuthor(db).where('reviews.attractionId', '=', input.attractionId);
      if (input.order === 'helpful') query = query.orderBy('reviews.likeCount', 'desc');
      return query.orderBy('reviews.createdAt', 'desc').orderBy('reviews.id', 'desc').limit(input.limit).offset(input.offset).execute();
    },

    /** One review with its author, or undefined. */
    async findReview(reviewId: string): Promise<ReviewWithAuthorRow | undefined> {
      return reviewsWithAuthor(db).where('reviews.id', '=', reviewId).executeTakeFirst();
    },

    /** Shown images of these reviews (hidden ones left out), in upload order. */
    async listImages(reviewIds: readonly string[]): Promise<ReviewImageRow[]> {
      if (reviewIds.length === 0) return [];
      return db
        .selectFrom('reviewImages')
        .selectAll()
        .where('reviewId', 'in', reviewIds)
        .where('hiddenAt', 'is', null)
        .orderBy('reviewId')
        .orderBy('position')
        .execute();
    },

    /** Replies to these reviews, oldest first, with their authors. */
    async listReplies(reviewIds: readonly string[]): Promise<ReplyWithAuthorRow[]> {
      if (reviewIds.length === 0) return [];
      return db
        .selectFrom('reviewReplies')
        .innerJoin('users', 'users.id', 'reviewReplies.userId')
        .selectAll('reviewReplies')
        .select(['users.username as authorName', 'users.avatarUrl as authorAvatarUrl'])
        .where('reviewReplies.reviewId', 'in', reviewIds)
        .orderBy('reviewReplies.createdAt')
        .orderBy('reviewReplies.id')
        .execute();
    },

    /** Which of these reviews `userId` has liked. */
    async listLikedReviewIds(userId: string, reviewIds: readonly string[]): Promise<Set<string>> {
      if (reviewIds.length === 0) return new Set();
      const rows = await db.selectFrom('reviewLikes').select('reviewId').where('userId', '=', userId).where('reviewId', 'in', reviewIds).execute();
      return new Set(rows.map((row) => row.reviewId));
    },

    /**
     * Insert a review and its images and add its rating to the attraction's counters, in one
     * transaction. The counter update comes first: it fails (returns false, nothing written) when
     * the attraction is unknown or retired, and on PostgreSQL it locks the attraction row so
     * concurrent reviews add up one after the other.
     */
    async insertReview(review: Selectable<ReviewsTable>, images: readonly NewReviewImageRow[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const counted = await trx
          .updateTable('attractions')
          .set((eb) => ({ reviewCount: eb('reviewCount', '+', 1), ratingSum: eb('ratingSum', '+', review.rating) }))
          .where('id', '=', review.attractionId)
          .where('retiredAt', 'is', null)
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) === 0) return false;
        await trx.insertInto('reviews').values(review).execute();
        if (images.length > 0) await trx.insertInto('reviewImages').values([...images]).execute();
        return true;
      });
    },

    /**
     * Like a review once per user: the like row is inserted if absent and the count raised in the
     * same transaction, so concurrent repeats count once (the primary key decides).
     * @returns the like count after; undefined for an unknown review.
     */
    async like(input: { reviewId: string; userId: string; createdAt: number }): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        const exists = await trx.selectFrom('reviews').select('id').where('id', '=', input.reviewId).executeTakeFirst();
        if (!exists) return undefined;
        const inserted = await trx
          .insertInto('reviewLikes')
          .values(input)
          .onConflict((oc) => oc.columns(['reviewId', 'userId']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          await trx.updateTable('reviews').set((eb) => ({ likeCount: eb('likeCount', '+', 1) })).where('id', '=', input.reviewId).execute();
        }
        const row = await trx.selectFrom('reviews').select('likeCount').where('id', '=', input.reviewId).executeTakeFirstOrThrow();
        return row.likeCount;
      });
    },

    /**
     * Take back a user's like: the row is deleted if present and the count lowered in the same
     * transaction, so concurrent repeats uncount once.
     * @returns the like count after; undefined for an unknown review.
     */
    async unlike(input: { reviewId: string; userId: string }): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        const exists = await trx.selectFrom('reviews').select('id').where('id', '=', input.reviewId).executeTakeFirst();
        if (!exists) return undefined;
        const deleted = await trx.deleteFrom('reviewLikes').where('reviewId', '=', input.reviewId).where('userId', '=', input.userId).executeTakeFirst();
        if (Number(deleted.numDeletedRows) > 0) {
          await trx.updateTable('reviews').set((eb) => ({ likeCount: eb('likeCount', '-', 1) })).where('id', '=', input.reviewId).execute();
        }
        const row = await trx.selectFrom('reviews').select('likeCount').where('id', '=', input.reviewId).executeTakeFirstOrThrow();
        return row.likeCount;
      });
    },

    /**
     * Insert a reply and raise the review's reply count in one transaction.
     * @returns the reply with its author; undefined for an unknown review (nothing written).
     */
    async insertReply(reply: Selectable<ReviewRepliesTable>): Promise<ReplyWithAuthorRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const counted = await trx
          .updateTable('reviews')
          .set((eb) => ({ replyCount: eb('replyCount', '+', 1) }))
          .where('id', '=', reply.reviewId)
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) === 0) return undefined;
        await trx.insertInto('reviewReplies').values(reply).execute();
        return trx
          .selectFrom('reviewReplies')
          .innerJoin('users', 'users.id', 'reviewReplies.userId')
          .selectAll('reviewReplies')
          .select(['users.username as authorName', 'users.avatarUrl as authorAvatarUrl'])
          .where('reviewReplies.id', '=', reply.id)
          .executeTakeFirstOrThrow();
      });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
