/**
 * Travellers' photos (contracts: packages/shared/src/contracts/photos.ts): an attraction's gallery
 * newest first, the cover of its card, reports by travellers and moderation by admins. A photo
 * reported by PHOTO_REPORTS_TO_HIDE travellers is withheld until an admin looks at it; whatever an
 * admin decides then stands against later reports.
 */
import type { AdminPhotosQuery, ListPhotosQuery, PhotoReportReason } from '@dali/shared/contracts/photos';
import { AppError } from '../../lib/app-error.js';
import type { PhotoKey, PhotoRow, PhotosRepository } from './photos.repository.js';

export interface PhotosServiceDeps {
  repository: PhotosRepository;
  /** Whether an attraction exists and is not retired (the gallery of an unknown place is 404). */
  attractionExists: (attractionId: string) => Promise<boolean>;
  /** Clock, epoch ms (tests pin it). */
  now?: () => number;
}

/** A page of photos as rows, with what the caller reported. */
export interface PhotoRowPage {
  rows: PhotoRow[];
  reportedByMe: Set<string>;
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** Wire id of a photo: `<reviewId>-<position>`. */
export const photoIdOf = (key: PhotoKey): string => `${key.reviewId}-${key.position}`;

/**
 * The key of a wire id (already checked by PhotoIdParamsSchema).
 * @throws AppError NOT_FOUND when the id has no `-` (cannot happen after validation).
 */
export function photoKeyOf(photoId: string): PhotoKey {
  const cut = photoId.lastIndexOf('-');
  if (cut <= 0) throw new AppError('NOT_FOUND');
  return { reviewId: photoId.slice(0, cut), position: Number(photoId.slice(cut + 1)) };
}

const pageInfo = (total: number, page: number, pageSize: number) => ({ total, page, pageSize, totalPages: Math.ceil(total / pageSize) });

/** Gallery, covers, reports and moderation of travellers' photos. */
export function createPhotosService({ repository, attractionExists, now = Date.now }: PhotosServiceDeps) {
  return {
    /**
     * One page of an attraction's shown photos, newest review first.
     * @throws AppError NOT_FOUND for an unknown or retired attraction.
     */
    async list(attractionId: string, query: ListPhotosQuery, viewerId: string | null): Promise<PhotoRowPage> {
      if (!(await attractionExists(attractionId))) throw new AppError('NOT_FOUND');
      const { rows, total } = await repository.listShown({ attractionId, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      const reportedByMe = viewerId ? await repository.reportedBy(viewerId, rows) : new Set<string>();
      return { rows, reportedByMe, ...pageInfo(total, query.page, query.pageSize) };
    },

    /** Newest shown photo URL per attraction (covers of cards); ids without one are absent. */
    coverUrls: (attractionIds: readonly string[]) => repository.newestShownUrls(attractionIds),

    /**
     * Report a shown photo once per traveller (a repeat changes nothing).
     * @returns whether the photo is withheld after this report.
     * @throws AppError NOT_FOUND for an unknown photo or one already hidden.
     */
    async report(photoId: string, userId: string, reason: PhotoReportReason): Promise<{ reported: true; hidden: boolean }> {
      const outcome = await repository.report({ ...photoKeyOf(photoId), userId, reason, now: now() });
      if (!outcome.found) throw new AppError('NOT_FOUND');
      return { reported: true, hidden: outcome.hidden };
    },

    /**
     * Hide or restore a photo (admin; idempotent).
     * @throws AppError NOT_FOUND for an unknown photo.
     */
    async moderate(photoId: string, adminId: string, hidden: boolean): Promise<{ id: string; hidden: boolean }> {
      if (!(await repository.moderate({ ...photoKeyOf(photoId), hidden, adminId, now: now() }))) throw new AppError('NOT_FOUND');
      return { id: photoId, hidden };
    },

    /** The admin queue (reported or hidden photos) with reports per reason. */
    async adminList(query: AdminPhotosQuery): Promise<{ rows: PhotoRow[]; reasons: Map<string, Record<string, number>>; total: number; page: number; pageSize: number; totalPages: number }> {
      const { rows, total } = await repository.listForAdmin({ status: query.status, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return { rows, reasons: await repository.reasonCounts(rows), ...pageInfo(total, query.page, query.pageSize) };
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
