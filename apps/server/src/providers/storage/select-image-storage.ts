/**
 * Picks the image storage from the configuration (README.md "Configuration"; decision 0007).
 */
import path from 'node:path';
import type { AppConfig } from '../../config/env.js';
import { createLocalImageStorage, type LocalImageStorage } from './local-image-storage.js';
import { createS3ImageStorage, type S3ImageStorage } from './s3-image-storage.js';

/** The configured storage; `kind` tells which. */
export type ConfiguredImageStorage = LocalImageStorage | S3ImageStorage;

/**
 * The storage `config` asks for: `s3` when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY are set (env.ts requires all four together), else `local` under
 * `DATA_DIR/uploads`.
 */
export function createImageStorage(config: AppConfig): ConfiguredImageStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3ImageStorage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalImageStorage({ dir: path.join(config.DATA_DIR, 'uploads') });
}
