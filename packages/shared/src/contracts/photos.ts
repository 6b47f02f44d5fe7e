/**
 * Contracts of photos (catalog/README.md "Photos"; spec §3 Review images). Two kinds:
 * - licensed catalog photos ({@link PhotoSchema}): `images` of attractions, dishes, restaurants and
 *   stays, each shown with its author and licence linked to its source page;
 * - travellers' photos: the images uploaded with reviews, listed per attraction newest first
 *   (`GET /api/v1/attractions/:id/photos`), reported by logged-in travellers
 *   (`POST /api/v1/photos/:photoId/report`, one report per traveller and photo) and hidden or
 *   restored by an admin (`GET /api/v1/admin/photos`, `POST /api/v1/admin/photos/:photoId/hide|restore`).
 * A photo reported by {@link PHOTO_REPORTS_TO_HIDE} travellers is withheld until an admin looks at
 * it; a photo an admin restored stays shown whatever later reports say. A hidden photo appears in
 * no public answer (gallery, cover, review).
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { pageFields, pagingFields } from './catalog-common.js';
import { REVIEW_IMAGE_TYPES, ReviewAuthorSchema } from './reviews.js';

// The catalog photo lives in its own module so catalog pages load it without the rest of this file.
export { PhotoSchema, type Photo } from './photo.js';

/** Why a traveller reports a photo. */
export const PHOTO_REPORT_REASONS = ['inappropriate', 'wrongPlace', 'copyright', 'spam'] as const;
export type PhotoReportReason = (typeof PHOTO_REPORT_REASONS)[number];

/** Distinct reporters after which a photo no admin has looked at is withheld. */
export const PHOTO_REPORTS_TO_HIDE = 3;

/**
 * Id of a traveller's photo on the wire: `<reviewId>-<position>` (position from 0 in upload order).
 * Review ids are digit strings (spec §3), so the id is unambiguous.
 */
export const PhotoIdParamsSchema = z.object({
  photoId: z.string().check(z.regex(/^\d{1,40}-\d{1,2}$/, { error: 'validation.photo.id' })),
});

/** A traveller's photo: where it is served, who uploaded it with which review, and when (ISO 8601 UTC). */
export const TravellerPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  mimeType: z.enum(REVIEW_IMAGE_TYPES),
  reviewId: z.string(),
  author: ReviewAuthorSchema,
  createdAt: z.string(),
  /** The logged-in caller already reported it (false for visitors). */
  reportedByMe: z.boolean(),
});
export type TravellerPhoto = z.infer<typeof TravellerPhotoSchema>;

/** Query of `GET /api/v1/attractions/:id/photos`. */
export const ListPhotosQuerySchema = z.object({ ...pagingFields });
export type ListPhotosQuery = z.infer<typeof ListPhotosQuerySchema>;

/** One page of an attraction's shown travellers' photos, newest review first. */
export const PhotoPageSchema = z.object({ items: z.array(TravellerPhotoSchema), ...pageFields });
export type PhotoPage = z.infer<typeof PhotoPageSchema>;
export const ListPhotosResponseSchema = successEnvelope(PhotoPageSchema);

/** Body of `POST /api/v1/photos/:photoId/report`. */
export const ReportPhotoRequestSchema = z.object({
  reason: z.enum(PHOTO_REPORT_REASONS, { error: 'validation.photo.reason' }),
});
export type ReportPhotoRequest = z.infer<typeof ReportPhotoRequestSchema>;

/** Answer of a report: it is recorded (a repeat counts once) and whether the photo is now withheld. */
export const ReportPhotoResponseSchema = successEnvelope(z.object({ reported: z.literal(true), hidden: z.boolean() }));

/** Admin queue filters: photos with reports no admin has looked at, or hidden photos. */
export const ADMIN_PHOTO_STATUSES = ['reported', 'hidden'] as const;

/** Query of `GET /api/v1/admin/photos`. */
export const AdminPhotosQuerySchema = z.object({ status: z._default(z.enum(ADMIN_PHOTO_STATUSES), 'reported'), ...pagingFields });
export type AdminPhotosQuery = z.infer<typeof AdminPhotosQuerySchema>;

/** A photo as the admin queue shows it: the public fields plus its place and moderation state. */
export const AdminPhotoSchema = z.extend(TravellerPhotoSchema, {
  attractionId: z.string(),
  reportCount: z.int(),
  /** Reports per reason. */
  reasons: z.record(z.enum(PHOTO_REPORT_REASONS), z.int()),
  hidden: z.boolean(),
  /** `admin` when an admin hid it, `reports` when reports withheld it, null when shown. */
  hiddenBy: z.nullable(z.enum(['admin', 'reports'])),
  /** When an admin last hid or restored it (ISO 8601), null when none has. */
  moderatedAt: z.nullable(z.string()),
});
export type AdminPhoto = z.infer<typeof AdminPhotoSchema>;
export const AdminPhotosResponseSchema = successEnvelope(z.object({ items: z.array(AdminPhotoSchema), ...pageFields }));

/** Answer of hide and restore: the photo's state after (both are idempotent). */
export const ModeratePhotoResponseSchema = successEnvelope(z.object({ id: z.string(), hidden: z.boolean() }));
