/**
 * A freely licensed catalog photo and its required attribution (catalog/README.md "Photos"): the
 * `image`/`images` of attractions, dishes, restaurants and stays. Kept apart from photos.ts (review
 * photos, reports, moderation) so the catalog pages' contracts stay small.
 */
import { z } from 'zod/mini';

/** `url` of the file, `pageUrl` where its licence is stated, its `author`, `license` and `title`. */
export const PhotoSchema = z.object({ url: z.string(), pageUrl: z.string(), author: z.string(), license: z.string(), title: z.string() });
export type Photo = z.infer<typeof PhotoSchema>;
