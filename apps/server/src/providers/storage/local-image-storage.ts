/**
 * Review images as files under one folder (default DATA_DIR/uploads), served by this app at
 * `/uploads/<name>` (features/reviews/uploads.routes.ts). The embedded default: no outside service.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_EXTENSIONS, IMAGE_NAME_PATTERN, randomImageName, type ImageStorage, type StoredImageType } from './image-storage.js';

/** URL path under which local images are served. */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** The local storage, plus what serving its files needs. */
export interface LocalImageStorage extends ImageStorage {
  readonly kind: 'local';
  readonly dir: string;
  /**
   * Absolute path and type of a stored file named `name`, or null when `name` is not one this
   * storage could have produced (so no path outside `dir` can ever be reached).
   */
  locate(name: string): { file: string; mimeType: StoredImageType } | null;
}

const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(IMAGE_EXTENSIONS).map(([type, ext]) => [ext, type])) as Record<string, StoredImageType>;

/** Builds the local storage over `dir` (created on first save). */
export function createLocalImageStorage({ dir }: { dir: string }): LocalImageStorage {
  function locate(name: string) {
    if (!IMAGE_NAME_PATTERN.test(name)) return null;
    const mimeType = TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];
    return mimeType ? { file: path.join(dir, name), mimeType } : null;
  }

  return {
    kind: 'local',
    dir,
    locate,

    async save({ body, mimeType }) {
      const name = randomImageName(mimeType);
      await fs.mkdir(dir, { recursive: true });
      // Write beside, then rename: a half-written file is never visible under its served name.
      const temporary = path.join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await fs.writeFile(temporary, body, { flag: 'wx' });
        await fs.rename(temporary, path.join(dir, name));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return { key: name, url: `${LOCAL_UPLOADS_PREFIX}${name}` };
    },

    async remove(key) {
      const located = locate(key);
      if (located) await fs.rm(located.file, { force: true });
    },
  };
}
