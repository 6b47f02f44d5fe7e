/**
 * Queries of travellers' photos (the images of reviews, table `review_images`) and their reports
 * (`review_image_reports`). Reporting, hiding and restoring are each one conditional statement (or
 * an insert and one statement in a transaction), so concurrent reports count every reporter once
 * and the threshold withholds a photo exactly when the last needed report lands, on both engines.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A photo with the review and author it belongs to. */
export interface PhotoRow {
  reviewId: string;
  position: number;
  url: string;
  mimeType: string;
  attractionId: string;
  createdAt: number;
  authorId: string;
  authorName: string;
  authorAvatarUrl: string | null;
  reportCount: number;
  hiddenAt: number | null;
  hiddenBy: string | null;
  moderatedAt: number | null;
}

/** Key of one photo: its review and position in upload order. */
export interface PhotoKey {
  reviewId: string;
  position: number;
}

/** Outcome of a report: whether the photo exists, the report was new, and the photo is now hidden. */
export type ReportOutcome = { found: false } | { found: true; counted: boolean; hidden: boolean };

/**
 * Reads and moderation writes of review photos over `db`.
 * `reportsToHide`: distinct reports after which a photo no admin has moderated is withheld.
 */
export function createPhotosRepository(db: Kysely<Database>, { reportsToHide }: { reportsToHide: number }) {
  const photos = (executor: Kysely<Database>) =>
    executor
      .selectFrom('reviewImages')
      .innerJoin('reviews', 'reviews.id', 'reviewImages.reviewId')
      .innerJoin('users', 'users.id', 'reviews.userId')
      .select([
        'reviewImages.reviewId',
        'reviewImages.position',
        'reviewImages.url',
        'reviewImages.mimeType',
        'reviewImages.reportCount',
        'reviewImages.hiddenAt',
        'reviewImages.hiddenBy',
        'reviewImages.moderatedAt',
        'reviews.attractionId',
        'reviews.createdAt',
        'reviews.userId as authorId',
        'users.username as authorName',
        'users.avatarUrl as authorAvatarUrl',
      ]);

  return {
    /** Shown photos of an attraction: newest review first, then upload order. */
    async listShown(input: { attractionId: string; limit: number; offset: number }): Promise<{ rows: PhotoRow[]; total: number }> {
      const base = photos(db).where('reviews.attractionId', '=', input.attractionId).where('reviewImages.hiddenAt', 'is', null);
      const [rows, count] = await Promise.all([
        base
          .orderBy('reviews.createdAt', 'desc')
          .orderBy('reviews.id', 'desc')
          .orderBy('reviewImages.position')
          .limit(input.limit)
          .offset(input.offset)
          .execute(),
        db
          .selectFrom('reviewImages')
          .innerJoin('reviews', 'reviews.id', 'reviewImages.reviewId')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('reviews.attractionId', '=', input.attractionId)
          .where('reviewImages.hiddenAt', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    /**
     * URL of the newest shown photo of each attraction (first in upload order of its newest review);
     * attractions without one are absent.
     */
    async newestShownUrls(attractionIds: readonly string[]): Promise<Map<string, string>> {
      if (attractionIds.length === 0) return new Map();
      // One window query on both engines: rank the shown photos of each attraction, keep rank 1.
      const ranked = db
        .selectFrom('reviewImages')
        .innerJoin('reviews', 'reviews.id', 'reviewImages.reviewId')
        .select([
          'reviews.attractionId',
          'reviewImages.url',
          sql<number>`row_number() over (partition by ${sql.ref('reviews.attractionId')} order by ${sql.ref('reviews.createdAt')} desc, ${sql.ref('reviews.id')} desc, ${sql.ref('reviewImages.position')})`.as(
            'rank',
          ),
        ])
        .where('reviews.attractionId', 'in', attractionIds)
        .where('reviewImages.hiddenAt', 'is', null)
        .as('ranked');
      const rows = await db.selectFrom(ranked).select(['ranked.attractionId', 'ranked.url']).where('ranked.rank', '=', 1).execute();
      return new Map(rows.map((row) => [row.attractionId, row.url]));
    },

    /** One photo, shown or not, or undefined. */
    async find(key: PhotoKey): Promise<PhotoRow | undefined> {
      return photos(db).where('reviewImages.reviewId', '=', key.reviewId).where('reviewImages.position', '=', key.position).executeTakeFirst();
    },

    /** Which of these photos `userId` has reported, as `reviewId-position` ids. */
    async reportedBy(userId: string, keys: readonly PhotoKey[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const reviewIds = [...new Set(keys.map((key) => key.reviewId))];
      const rows = await db
        .selectFrom('reviewImageReports')
        .select(['reviewId', 'position'])
        .where('userId', '=', userId)
        .where('reviewId', 'in', reviewIds)
        .execute();
      return new Set(rows.map((row) => `${row.reviewId}-${row.position}`));
    },

    /**
     * Record one traveller's report of a shown photo. The report row is inserted if absent (the
     * primary key decides between concurrent repeats); when it is new, one statement raises the
     * count and, if that count reaches the threshold and no admin has moderated the photo, hides it.
     */
    async report(input: PhotoKey & { userId: string; reason: string; now: number }): Promise<ReportOutcome> {
      return db.transaction().execute(async (trx) => {
        const photo = await trx
          .selectFrom('reviewImages')
          .select('hiddenAt')
          .where('reviewId', '=', input.reviewId)
          .where('position', '=', input.position)
          .executeTakeFirst();
        if (!photo || photo.hiddenAt !== null) return { found: false } as const;
        const inserted = await trx
          .insertInto('reviewImageReports')
          .values({ reviewId: input.reviewId, position: input.position, userId: input.userId, reason: input.reason, createdAt: input.now })
          .onConflict((oc) => oc.columns(['reviewId', 'position', 'userId']).doNothing())
          .executeTakeFirst();
        const counted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
        if (!counted) return { found: true, counted, hidden: false } as const;
        const after = await trx
          .updateTable('reviewImages')
          .set((eb) => ({
            reportCount: eb('reportCount', '+', 1),
            // Evaluated against the row as locked by this update, so the threshold report hides it.
            hiddenAt: eb
              .case()
              .when(eb.and([eb('moderatedAt', 'is', null), eb('hiddenAt', 'is', null), eb(eb('reportCount', '+', 1), '>=', reportsToHide)]))
              .then(input.now)
              .else(eb.ref('hiddenAt'))
              .end(),
          }))
          .where('reviewId', '=', input.reviewId)
          .where('position', '=', input.position)
          .returning('hiddenAt')
          .executeTakeFirstOrThrow();
        return { found: true, counted, hidden: after.hiddenAt !== null } as const;
      });
    },

    /**
     * Hide (`hidden: true`) or restore a photo by an admin, in one statement; both mark it
     * moderated, so reports no longer hide a restored photo. Idempotent.
     * @returns false for an unknown photo.
     */
    async moderate(input: PhotoKey & { hidden: boolean; adminId: string; now: number }): Promise<boolean> {
      const result = await db
        .updateTable('reviewImages')
        .set(
          input.hidden
            ? (eb) => ({ hiddenAt: eb.fn.coalesce('hiddenAt', eb.val(input.now)), hiddenBy: input.adminId, moderatedAt: input.now })
            : { hiddenAt: null, hiddenBy: null, moderatedAt: input.now },
        )
        .where('reviewId', '=', input.reviewId)
        .where('position', '=', input.position)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * The admin queue. `reported`: photos with reports no admin has looked at yet, most reported
     * first; `hidden`: withheld photos, latest hidden first.
     */
    async listForAdmin(input: { status: 'reported' | 'hidden'; limit: number; offset: number }): Promise<{ rows: PhotoRow[]; total: number }> {
      const reported = input.status === 'reported';
      const rows = photos(db)
        .$if(reported, (q) => q.where('reviewImages.reportCount', '>', 0).where('reviewImages.moderatedAt', 'is', null).orderBy('reviewImages.reportCount', 'desc'))
        .$if(!reported, (q) => q.where('reviewImages.hiddenAt', 'is not', null).orderBy('reviewImages.hiddenAt', 'desc'))
        .orderBy('reviews.createdAt', 'desc')
        .orderBy('reviewImages.reviewId', 'desc')
        .orderBy('reviewImages.position')
        .limit(input.limit)
        .offset(input.offset)
        .execute();
      const count = db
        .selectFrom('reviewImages')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .$if(reported, (q) => q.where('reportCount', '>', 0).where('moderatedAt', 'is', null))
        .$if(!reported, (q) => q.where('hiddenAt', 'is not', null))
        .executeTakeFirstOrThrow();
      const [page, total] = await Promise.all([rows, count]);
      return { rows: page, total: Number(total.count) };
    },

    /** Reports per reason for these photos, keyed `reviewId-position`. */
    async reasonCounts(keys: readonly PhotoKey[]): Promise<Map<string, Record<string, number>>> {
      if (keys.length === 0) return new Map();
      const reviewIds = [...new Set(keys.map((key) => key.reviewId))];
      const rows = await db
        .selectFrom('reviewImageReports')
        .select(['reviewId', 'position', 'reason', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('reviewId', 'in', reviewIds)
        .groupBy(['reviewId', 'position', 'reason'])
        .execute();
      const counts = new Map<string, Record<string, number>>();
      for (const row of rows) {
        const id = `${row.reviewId}-${row.position}`;
        counts.set(id, { ...counts.get(id), [row.reason]: Number(row.count) });
      }
      return counts;
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
