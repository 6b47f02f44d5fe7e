/**
 * Travellers' photos of an attraction (packages/shared/src/contracts/photos.ts):
 * `GET /api/v1/attractions/:id/photos` (pages, newest first), `POST /api/v1/photos/:photoId/report`
 * (logged in) and, for admins, `POST /api/v1/admin/photos/:photoId/hide`.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ListPhotosResponseSchema, ModeratePhotoResponseSchema, ReportPhotoResponseSchema, type PhotoReportReason } from '@dali/shared/contracts/photos';
import { request } from '../../../lib/api-client';
import { reviewsKey } from './list-reviews';

/** Photos per page of the gallery. */
export const PHOTOS_PAGE_SIZE = 12;

/** Key of an attraction's photo pages (invalidated after a report, a hide or a new review). */
export function photosKey(attractionId: string) {
  return ['attractions', 'photos', attractionId] as const;
}

/** Fetch one page of photos; quiet, the gallery shows its own error state. */
export async function listPhotos(attractionId: string, page: number, signal?: AbortSignal) {
  const body = await request(`/api/v1/attractions/${encodeURIComponent(attractionId)}/photos`, {
    schema: ListPhotosResponseSchema,
    query: { page, pageSize: PHOTOS_PAGE_SIZE },
    quiet: true,
    signal,
  });
  return body.data;
}

/** The gallery's pages, loaded one more at a time ("show more"); fresh for 30 s. */
export function usePhotos(attractionId: string) {
  return useInfiniteQuery({
    queryKey: photosKey(attractionId),
    queryFn: ({ pageParam, signal }) => listPhotos(attractionId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 30_000,
  });
}

/** Report a photo once; returns whether it is now withheld. */
export async function reportPhoto(photoId: string, reason: PhotoReportReason) {
  const body = await request(`/api/v1/photos/${encodeURIComponent(photoId)}/report`, { body: { reason }, schema: ReportPhotoResponseSchema, quiet: true });
  return body.data;
}

/** Hide a photo everywhere (admins only). */
export async function hidePhoto(photoId: string) {
  const body = await request(`/api/v1/admin/photos/${encodeURIComponent(photoId)}/hide`, { method: 'POST', schema: ModeratePhotoResponseSchema, quiet: true });
  return body.data;
}

/** Report and hide mutations; both refresh the gallery and the reviews (a hidden photo leaves both). */
export function usePhotoActions(attractionId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: photosKey(attractionId) });
    await queryClient.invalidateQueries({ queryKey: reviewsKey(attractionId) });
  };
  const report = useMutation({
    mutationFn: ({ photoId, reason }: { photoId: string; reason: PhotoReportReason }) => reportPhoto(photoId, reason),
    onSuccess: refresh,
  });
  const hide = useMutation({ mutationFn: (photoId: string) => hidePhoto(photoId), onSuccess: refresh });
  return { report, hide };
}
