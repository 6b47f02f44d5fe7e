/** Maps photo rows to the wire shapes of packages/shared/src/contracts/photos.ts. */
import { PHOTO_REPORT_REASONS, type AdminPhoto, type TravellerPhoto } from '@dali/shared/contracts/photos';
import type { PhotoRow } from './photos.repository.js';
import { photoIdOf } from './photos.service.js';

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** A shown photo; `reportedByMe` from the caller's reports. */
export function presentPhoto(row: PhotoRow, reportedByMe: boolean): TravellerPhoto {
  return {
    id: photoIdOf(row),
    url: row.url,
    mimeType: row.mimeType as TravellerPhoto['mimeType'],
    reviewId: row.reviewId,
    author: { id: row.authorId, nickname: row.authorName, avatarUrl: row.authorAvatarUrl },
    createdAt: iso(row.createdAt),
    reportedByMe,
  };
}

/** A photo of the admin queue with its moderation state and reports per reason (0 for none). */
export function presentAdminPhoto(row: PhotoRow, reasons: Record<string, number> = {}): AdminPhoto {
  const hidden = row.hiddenAt !== null;
  return {
    ...presentPhoto(row, false),
    attractionId: row.attractionId,
    reportCount: row.reportCount,
    reasons: Object.fromEntries(PHOTO_REPORT_REASONS.map((reason) => [reason, reasons[reason] ?? 0])) as AdminPhoto['reasons'],
    hidden,
    hiddenBy: hidden ? (row.hiddenBy ? 'admin' : 'reports') : null,
    moderatedAt: row.moderatedAt === null ? null : iso(row.moderatedAt),
  };
}
