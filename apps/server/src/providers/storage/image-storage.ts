/**
 * Where review images are kept (docs/decisions/0007-review-uploads.md): one interface, a `local`
 * provider (files under DATA_DIR/uploads, served by this app) and an `s3` provider (any
 * S3-compatible bucket). Names are random and unguessable; content was checked before it gets here.
 */
import { randomBytes } from 'node:crypto';

/** Image types the storage accepts and the file extension each is stored with. */
export const IMAGE_EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
/** One of the MIME types of {@link IMAGE_EXTENSIONS}: `image/jpeg`, `image/png` or `image/webp`. */
export type StoredImageType = keyof typeof IMAGE_EXTENSIONS;

/** One stored image: its key in the storage and the public URL it is served at. */
export interface StoredImage {
  key: string;
  url: string;
}

/** Keeps review images under random names: `local` (DATA_DIR/uploads, served by this app) or `s3`. */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /**
   * Store `body` under a new random name with the extension of `mimeType`.
   * @throws when the storage refuses it (disk full, bucket error); nothing is left behind then.
   */
  save(input: { body: Uint8Array; mimeType: StoredImageType }): Promise<StoredImage>;
  /** Delete a stored image; a missing one is not an error. @throws when the storage fails. */
  remove(key: string): Promise<void>;
}

/** 128 random bits, URL-safe (22 characters), plus the extension: `Xy3…q.webp`. */
export function randomImageName(mimeType: StoredImageType): string {
  return `${randomBytes(16).toString('base64url')}.${IMAGE_EXTENSIONS[mimeType]}`;
}

/** Names {@link randomImageName} produces, and nothing else (no dots, slashes or other types). */
export const IMAGE_NAME_PATTERN = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;
