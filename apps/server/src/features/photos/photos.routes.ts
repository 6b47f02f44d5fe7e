/**
 * Photo routes under /api/v1 (contracts in packages/shared/src/contracts/photos.ts):
 * - `GET /attractions/:id/photos` one page of the place's shown travellers' photos, newest first (public);
 * - `POST /photos/:photoId/report` report a photo (logged in; once per traveller, repeats count once);
 * - `GET /admin/photos?status=reported|hidden` the moderation queue (admin);
 * - `POST /admin/photos/:photoId/hide` and `/restore` (admin; idempotent).
 * 401 for a visitor on a write, 403 for a non-admin on an admin route, 404 for an unknown place or photo.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogIdParamsSchema } from '@dali/shared/contracts/catalog-common';
import {
  AdminPhotosQuerySchema,
  AdminPhotosResponseSchema,
  ListPhotosQuerySchema,
  ListPhotosResponseSchema,
  ModeratePhotoResponseSchema,
  PhotoIdParamsSchema,
  ReportPhotoRequestSchema,
  ReportPhotoResponseSchema,
} from '@dali/shared/contracts/photos';
import { ErrorBodySchema } from '@dali/shared/errors';
import { ok } from '../../lib/envelope.js';
import { adminRequired, requireUser, userRequired } from '../../plugins/auth.js';
import { presentAdminPhoto, presentPhoto } from './photos.presenter.js';
import { photoIdOf, type PhotosService } from './photos.service.js';

export interface PhotosRoutesOptions {
  photosService: PhotosService;
  /** Reports allowed per client per minute. */
  writesPerMinute: number;
}

const ERRORS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };

/** Registers the photo routes of the file header. */
export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, { photosService, writesPerMinute }) => {
  const rateLimit = { max: writesPerMinute, timeWindow: 60_000 };

  app.get(
    '/attractions/:id/photos',
    {
      schema: {
        tags: ['photos'],
        summary: "Travellers' photos of an attraction, newest review first (hidden photos left out)",
        params: CatalogIdParamsSchema,
        querystring: ListPhotosQuerySchema,
        response: { 200: ListPhotosResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const page = await photosService.list(request.params.id, request.query, request.user?.id ?? null);
      const { rows, reportedByMe, ...paging } = page;
      return ok(request.locale, { ...paging, items: rows.map((row) => presentPhoto(row, reportedByMe.has(photoIdOf(row)))) });
    },
  );

  app.post(
    '/photos/:photoId/report',
    {
      config: { rateLimit },
      onRequest: userRequired,
      schema: {
        tags: ['photos'],
        summary: 'Report a photo (logged in; a repeat counts once; enough reports withhold it until an admin looks)',
        params: PhotoIdParamsSchema,
        body: ReportPhotoRequestSchema,
        response: { 200: ReportPhotoResponseSchema, ...ERRORS },
      },
    },
    async (request) => ok(request.locale, await photosService.report(request.params.photoId, requireUser(request).id, request.body.reason)),
  );

  app.get(
    '/admin/photos',
    {
      onRequest: adminRequired,
      schema: {
        tags: ['photos'],
        summary: 'Moderation queue: reported photos no admin has looked at (most reported first), or hidden photos (admin)',
        querystring: AdminPhotosQuerySchema,
        response: { 200: AdminPhotosResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { rows, reasons, ...paging } = await photosService.adminList(request.query);
      return ok(request.locale, { ...paging, items: rows.map((row) => presentAdminPhoto(row, reasons.get(photoIdOf(row)))) });
    },
  );

  for (const action of ['hide', 'restore'] as const) {
    app.post(
      `/admin/photos/:photoId/${action}`,
      {
        onRequest: adminRequired,
        schema: {
          tags: ['photos'],
          summary: action === 'hide' ? 'Hide a photo everywhere (admin; idempotent)' : 'Show a photo again; later reports no longer hide it (admin; idempotent)',
          params: PhotoIdParamsSchema,
          response: { 200: ModeratePhotoResponseSchema, ...ERRORS },
        },
      },
      async (request) => ok(request.locale, await photosService.moderate(request.params.photoId, requireUser(request).id, action === 'hide')),
    );
  }
};
