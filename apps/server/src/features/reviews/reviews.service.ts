/**
 * Attraction reviews (spec §3 Review): listing with the place's mean rating, writing a review with
 * images, likes and replies. Input arrives validated (shared zod schemas; images already checked by
 * content in reviews.multipart.ts); the caller is a logged-in user for every write.
 */
import type { ListReviewsQuery, ReviewImage } from '@dali/shared/contracts/reviews';
import { AppError } from '../../lib/app-error.js';
import { meanRating } from '../../lib/rating.js';
import type { ImageStorage, StoredImage } from '../../providers/storage/image-storage.js';
import { nextId as defaultNextId } from '../../lib/ids.js';
import type { ReviewView } from './reviews.presenter.js';
import type { NewReviewImageRow, ReplyWithAuthorRow, ReviewsRepository, ReviewWithAuthorRow } from './reviews.repository.js';

export interface ReviewsServiceDeps {
  repository: ReviewsRepository;
  storage: ImageStorage;
  /** Clock, epoch ms. */
  now?: () => number;
  /** Id source (18-digit time-ordered strings). */
  nextId?: () => string;
  /** Told when a stored image could not be removed after a failed write (it is then orphaned). */
  onCleanupFailure?: (error: unknown, key: string) => void;
}

/** An image checked by content, ready to store. */
export interface CheckedImage {
  body: Uint8Array;
  mimeType: ReviewImage['mimeType'];
}

/** One page of reviews with the place's rating (mean of all its reviews; null with none). */
export interface ReviewListPage {
  items: ReviewView[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  rating: number | null;
  reviewCount: number;
}

/**
 * Attraction reviews (spec §3 Review): pages with the mean rating, writes with images (all stored
 * or none), likes and replies. Throws AppError NOT_FOUND for an unknown attraction or review, and
 * OPERATION_FAILED when the image storage fails.
 */
export function createReviewsService({ repository, storage, now = Date.now, nextId = defaultNextId, onCleanupFailure = () => undefined }: ReviewsServiceDeps) {
  async function assemble(rows: ReviewWithAuthorRow[], viewerId: string | null): Promise<ReviewView[]> {
    const ids = rows.map((row) => row.id);
    const [images, replies, liked] = await Promise.all([
      repository.listImages(ids),
      repository.listReplies(ids),
      viewerId ? repository.listLikedReviewIds(viewerId, ids) : Promise.resolve(new Set<string>()),
    ]);
    const imagesOf = groupBy(images, (image) => image.reviewId);
    const repliesOf = groupBy(replies, (reply) => reply.reviewId);
    return rows.map((row) => ({ row, images: imagesOf.get(row.id) ?? [], replies: repliesOf.get(row.id) ?? [], likedByMe: liked.has(row.id) }));
  }

  async function removeStored(stored: readonly StoredImage[]) {
    await Promise.all(stored.map((image) => storage.remove(image.key).catch((error: unknown) => onCleanupFailure(error, image.key))));
  }

  /** Store every image, or none: on any failure the ones already stored are removed. */
  async function storeAll(images: readonly CheckedImage[]): Promise<Array<{ image: CheckedImage; stored: StoredImage }>> {
    const results = await Promise.allSettled(images.map(async (image) => ({ image, stored: await storage.save(image) })));
    const saved = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      await removeStored(saved.map((entry) => entry.stored));
      throw new AppError('OPERATION_FAILED', { cause: failure.reason });
    }
    return saved;
  }

  return {
    /**
     * One page of an attraction's reviews (`newest` or `helpful` first), each with images, replies
     * (oldest first) and `likedByMe` for `viewerId`, plus the mean rating and review count.
     * @throws AppError NOT_FOUND for an unknown or retired attraction.
     */
    async list(attractionId: string, query: ListReviewsQuery, viewerId: string | null): Promise<ReviewListPage> {
      const counters = await repository.findAttractionCounters(attractionId);
      if (!counters) throw new AppError('NOT_FOUND');
      const [total, rows] = await Promise.all([
        repository.countReviews(attractionId),
        repository.listReviews({ attractionId, order: query.sort, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      ]);
      return {
        items: await assemble(rows, viewerId),
        total,
        page: query.page,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        rating: meanRating(counters),
        reviewCount: counters.reviewCount,
      };
    },

    /**
     * Write a review: store the images, then insert the review and its images and add the rating
     * to the attraction's counters in one transaction. On any failure nothing remains: no row and
     * no stored image.
     * @throws AppError NOT_FOUND for an unknown or retired attraction; OPERATION_FAILED when the
     *   image storage fails.
     */
    async create(input: { attractionId: string; userId: string; rating: number; content: string; images: readonly CheckedImage[] }): Promise<ReviewView> {
      // Checked first so that no image is stored for a place that does not exist.
      if (!(await repository.findAttractionCounters(input.attractionId))) throw new AppError('NOT_FOUND');
      const saved = await storeAll(input.images);
      const stored = saved.map((entry) => entry.stored);
      const reviewId = nextId();
      const images: NewReviewImageRow[] = saved.map(({ image, stored: { key, url } }, position) => ({
        reviewId,
        position,
        storageKey: key,
        url,
        mimeType: image.mimeType,
        bytes: image.body.byteLength,
      }));
      const review = {
        id: reviewId,
        attractionId: input.attractionId,
        userId: input.userId,
        rating: input.rating,
        content: input.content,
        likeCount: 0,
        replyCount: 0,
        createdAt: now(),
      };
      let inserted: boolean;
      try {
        inserted = await repository.insertReview(review, images);
      } catch (error) {
        await removeStored(stored);
        throw error;
      }
      if (!inserted) {
        // The attraction was retired between the check and the insert.
        await removeStored(stored);
        throw new AppError('NOT_FOUND');
      }
      const row = await repository.findReview(reviewId);
      if (!row) throw new AppError('NOT_FOUND');
      const [view] = await assemble([row], input.userId);
      if (!view) throw new AppError('NOT_FOUND');
      return view;
    },

    /**
     * Like a review (idempotent: a second like by the same user changes nothing).
     * @throws AppError NOT_FOUND for an unknown review.
     */
    async like(reviewId: string, userId: string): Promise<{ liked: true; likeCount: number }> {
      const likeCount = await repository.like({ reviewId, userId, createdAt: now() });
      if (likeCount === undefined) throw new AppError('NOT_FOUND');
      return { liked: true, likeCount };
    },

    /**
     * Take back a like (idempotent).
     * @throws AppError NOT_FOUND for an unknown review.
     */
    async unlike(reviewId: string, userId: string): Promise<{ liked: false; likeCount: number }> {
      const likeCount = await repository.unlike({ reviewId, userId });
      if (likeCount === undefined) throw new AppError('NOT_FOUND');
      return { liked: false, likeCount };
    },

    /**
     * Reply to a review; the review's reply count rises in the same transaction.
     * @throws AppError NOT_FOUND for an unknown review.
     */
    async reply(input: { reviewId: string; userId: string; content: string }): Promise<ReplyWithAuthorRow> {
      const row = await repository.insertReply({ id: nextId(), ...input, createdAt: now() });
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
