/**
 * Client-side checks of a new review, with the same rules and localised messages as the server
 * (packages/shared contracts/reviews.ts and the `validation.review.*` messages): rating 1–5,
 * text 1–2000 characters (code points, after trimming), at most six images, each JPEG, PNG or
 * WebP and at most 5 MB. The server checks again (image types by their bytes).
 */
import { safeParse } from 'zod/mini';
import { CreateReviewFieldsSchema, REVIEW_IMAGE_TYPES, REVIEW_MAX_CHARS, REVIEW_MAX_IMAGES, REVIEW_MAX_IMAGE_BYTES } from '@dali/shared/contracts/reviews';
import type { Locale } from '@dali/shared/locales';
import { formatIssueMessage, formatMessage, type KeyedIssue } from '@dali/shared/messages';

/** The parts of a File the checks read (a File fits). */
export interface ImageCandidate {
  name: string;
  type: string;
  size: number;
}

/** Characters of a review as the server counts them (code points, so an emoji counts once). */
export function countChars(text: string): number {
  return [...text].length;
}

/** Whether the text is over the limit (the live counter turns red). */
export function isTooLong(text: string): boolean {
  return countChars(text.trim()) > REVIEW_MAX_CHARS;
}

/** Error messages of the text fields, by field; empty when both are fine. */
export function reviewFieldErrors(values: { rating: number | null; content: string }, locale: Locale): Partial<Record<'rating' | 'content', string>> {
  const result = safeParse(CreateReviewFieldsSchema, { rating: values.rating ?? '', content: values.content });
  const errors: Partial<Record<'rating' | 'content', string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'rating' || field === 'content') && !errors[field]) {
      errors[field] = formatIssueMessage(issue as KeyedIssue, locale) ?? issue.message;
    }
  }
  // An empty rating is not a number and fails with zod's type message: use ours.
  if (values.rating === null) errors.rating = formatMessage('validation.review.rating', locale);
  return errors;
}

/**
 * Add `added` files to the `current` selection: files of another type or over 5 MB are refused
 * with a message naming them, and files beyond the sixth are refused with the "too many" message.
 * Returns the new selection and the messages (in the order found).
 */
export function addReviewImages<T extends ImageCandidate>(current: readonly T[], added: readonly T[], locale: Locale): { images: T[]; errors: string[] } {
  const images = [...current];
  const errors: string[] = [];
  let overflow = false;
  for (const file of added) {
    if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      errors.push(formatMessage('validation.review.imageType', locale, { name: file.name }));
    } else if (file.size > REVIEW_MAX_IMAGE_BYTES) {
      errors.push(formatMessage('validation.review.imageTooLarge', locale, { name: file.name }));
    } else if (images.length >= REVIEW_MAX_IMAGES) {
      overflow = true;
    } else {
      images.push(file);
    }
  }
  if (overflow) errors.push(formatMessage('validation.review.tooManyImages', locale, { maximum: REVIEW_MAX_IMAGES }));
  return { images, errors };
}
