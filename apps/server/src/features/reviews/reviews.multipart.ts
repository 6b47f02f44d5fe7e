/**
 * Reads the multipart/form-data body of `POST /attractions/:id/reviews` (contracts/reviews.ts):
 * text fields `rating` and `content`, and up to six `images` file parts. Images are held in memory
 * (at most 6 × 5 MB) and checked by content with `file-type`, never by file name or declared type
 * (docs/decisions/0007-review-uploads.md). Any problem is a 400 with localised field messages,
 * thrown before anything is stored; reading stops at the first one.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import {
  CreateReviewFieldsSchema,
  REVIEW_IMAGE_TYPES,
  REVIEW_MAX_CHARS,
  REVIEW_MAX_IMAGE_BYTES,
  REVIEW_MAX_IMAGES,
  type CreateReviewFields,
} from '@dali/shared/contracts/reviews';
import type { MessageKey } from '@dali/shared/messages';
import { RequestValidationError, findUnstorableText } from '../../plugins/validation.js';
import type { CheckedImage } from './reviews.service.js';

/**
 * busboy limits of the form. One file more than allowed is let through so that it is refused here
 * with the "at most 6 images" message rather than a bare 413; a text field is cut after what 2000
 * four-byte characters need, so longer text is still seen as too long.
 */
export const REVIEW_FORM_LIMITS = {
  fileSize: REVIEW_MAX_IMAGE_BYTES,
  files: REVIEW_MAX_IMAGES + 1,
  fields: 10,
  fieldSize: REVIEW_MAX_CHARS * 4 + 1024,
  parts: 20,
  headerPairs: 100,
} as const;

/** The form, validated: text fields and images in upload order. */
export interface ReviewForm {
  fields: CreateReviewFields;
  images: CheckedImage[];
}

const IMAGE_FIELD_NAMES = new Set(['images', 'images[]']);
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(REVIEW_IMAGE_TYPES);

/**
 * Read and validate the form from `parts` (`request.parts()`).
 * @throws RequestValidationError (→ 400 with `data.fields`) for a bad rating or content, a file
 *   that is not a JPEG, PNG or WebP image by content, a file over 5 MB (thrown as soon as the limit
 *   is reached), or a seventh image. The file being read is then destroyed, which stops reading the
 *   request body. A body the multipart parser cannot read (no boundary in the Content-Type, a body
 *   cut short, parts without headers) is the same 400 with `validation.review.formUnreadable` on
 *   `body`, spec §8 "request parameter error". The parser's own limit errors (413) pass unchanged.
 */
export async function readReviewForm(parts: AsyncIterable<Multipart>): Promise<ReviewForm> {
  try {
    return await readParts(parts);
  } catch (error) {
    throw asClientError(error);
  }
}

/**
 * The error to answer for a failure while reading the form. Ours (validation) and the plugin's
 * client errors (they carry a 4xx `statusCode`) stay as they are; anything else comes from busboy
 * parsing what the client sent ("Boundary not found", "Unexpected end of multipart data", "Part
 * terminated early"), plain `Error`s that would otherwise be answered as 500s.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof RequestValidationError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return invalid([{ code: 'custom', path: [], message: 'validation.review.formUnreadable', input: undefined }]);
}

async function readParts(parts: AsyncIterable<Multipart>): Promise<ReviewForm> {
  const text: { rating?: string; content?: string } = {};
  const images: CheckedImage[] = [];
  let fieldsChecked = false;
  for await (const part of parts) {
    if (part.type === 'field') {
      if ((part.fieldname === 'rating' || part.fieldname === 'content') && text[part.fieldname] === undefined) {
        text[part.fieldname] = String(part.value);
      }
      continue;
    }
    try {
      if (!IMAGE_FIELD_NAMES.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      // Text sent before the files (as the web client does) is judged before any upload is read.
      if (!fieldsChecked && text.rating !== undefined && text.content !== undefined) {
        checkFields(text);
        fieldsChecked = true;
      }
      if (images.length === REVIEW_MAX_IMAGES) throw invalid([imageIssue('validation.review.tooManyImages', { maximum: REVIEW_MAX_IMAGES })]);
      images.push(await readImage(part, images.length));
    } catch (error) {
      part.file.destroy();
      throw error;
    }
  }
  return { fields: checkFields(text), images };
}

function checkFields(text: { rating?: string; content?: string }): CreateReviewFields {
  // The body skips the route validator (it is streamed), so the text rule it applies runs here.
  const unstorable = findUnstorableText(text);
  if (unstorable.length > 0) throw invalid(unstorable);
  const result = CreateReviewFieldsSchema.safeParse(text);
  if (result.success) return result.data;
  // A value can break several checks with the same message (e.g. 6.5: not whole, above 5): say it once.
  const seen = new Set<string>();
  const issues = result.error.issues.filter((issue) => {
    const key = `${issue.path.join('.')}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  throw invalid(issues as z.core.$ZodIssue[]);
}

/** Buffer one file part, refusing it the moment it passes 5 MB, then check its content type. */
async function readImage(part: MultipartFile, index: number): Promise<CheckedImage> {
  const name = displayName(part.filename, index);
  const body = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
    part.file.once('limit', () => reject(invalid([imageIssue('validation.review.imageTooLarge', { name })])));
    part.file.once('error', reject);
    // When the body ends inside this part, the plugin destroys the file stream with the parse error,
    // possibly before these listeners exist: a stream already torn down would never emit again.
    if (part.file.destroyed) reject(part.file.errored ?? new Error('Part closed before its end'));
    part.file.once('close', () => reject(new Error('Part closed before its end')));
    part.file.once('end', () => {
      if (part.file.truncated) reject(invalid([imageIssue('validation.review.imageTooLarge', { name })]));
      else resolve(Buffer.concat(chunks));
    });
  });
  const detected = await fileTypeFromBuffer(body);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw invalid([imageIssue('validation.review.imageType', { name })]);
  return { body, mimeType: detected.mime as CheckedImage['mimeType'] };
}

/** The file's name for messages (shortened), or its position when it has none. */
function displayName(filename: string, index: number): string {
  const trimmed = filename.trim();
  if (!trimmed) return `#${index + 1}`;
  const characters = [...trimmed];
  return characters.length > 60 ? `${characters.slice(0, 57).join('')}…` : trimmed;
}

function imageIssue(message: MessageKey, params: Record<string, string | number>): z.core.$ZodIssue {
  return { code: 'custom', path: ['images'], message, params, input: undefined };
}

function invalid(issues: z.core.$ZodIssue[]): RequestValidationError {
  return new RequestValidationError(issues);
}
