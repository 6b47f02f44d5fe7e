/**
 * `GET /uploads/:name`: review images kept by the local image storage (providers/storage). Names
 * are random and never reused, so answers may be cached for a year (`immutable`); the type comes
 * from the name the server gave the file after checking its content, and `nosniff` stops browsers
 * from guessing another. Registered only when the local storage is in use, before the static web
 * plugin, so the SPA fallback never sees these paths.
 */
import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { LocalImageStorage } from '../../providers/storage/local-image-storage.js';

export interface UploadsRoutesOptions {
  storage: LocalImageStorage;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Registers `GET /uploads/:name` (HEAD too). */
export const uploadsRoutes: FastifyPluginAsync<UploadsRoutesOptions> = async (app, { storage }) => {
  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const located = storage.locate(request.params.name);
    const stat = located ? await fs.promises.stat(located.file).catch(() => null) : null;
    if (!located || !stat?.isFile()) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', located.mimeType)
      .header('content-length', stat.size)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      // An image opened directly runs nothing, whatever its bytes hold.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(fs.createReadStream(located.file));
  });
};
