/**
 * Review images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Tencent COS, …): plain
 * `PUT`/`DELETE` object requests signed with AWS Signature V4 by `aws4fetch`, path-style
 * (`<endpoint>/<bucket>/<key>`). The payload hash is signed too (`x-amz-content-sha256`), so a
 * body altered in transit is refused by the store. Images are then served by the bucket or its CDN
 * (`S3_PUBLIC_URL`), not by this app.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { randomImageName, type ImageStorage } from './image-storage.js';

/** Settings of the S3 storage (S3_* variables of README.md). */
export interface S3ImageStorageOptions {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Signing region; `us-east-1` suits MinIO, `auto` suits R2. */
  region: string;
  /** Public base URL of the bucket (CDN); default `<endpoint>/<bucket>`. */
  publicUrl?: string;
  /** Retries of 5xx/429 answers (aws4fetch backs off exponentially from 50 ms). */
  retries?: number;
}

/** The S3 storage. */
export interface S3ImageStorage extends ImageStorage {
  readonly kind: 's3';
}

/** Folder of review images inside the bucket. */
const KEY_PREFIX = 'reviews/';
/** Stored names are random and never rewritten, so caches may keep them forever. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Builds the S3 storage. Requests use the global `fetch`. */
export function createS3ImageStorage(options: S3ImageStorageOptions): S3ImageStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: options.retries ?? 2,
  });
  const objectUrl = (key: string) => `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}/${key}`;
  const publicUrl = (key: string) => (options.publicUrl ? `${options.publicUrl.replace(/\/+$/, '')}/${key}` : objectUrl(key));

  return {
    kind: 's3',

    async save({ body, mimeType }) {
      const key = `${KEY_PREFIX}${randomImageName(mimeType)}`;
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body,
        headers: {
          'content-type': mimeType,
          'cache-control': CACHE_CONTROL,
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      return { key, url: publicUrl(key) };
    },

    async remove(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      // S3 answers 204 for a deleted or absent object; some stores answer 404 for absent ones.
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
  };
}
