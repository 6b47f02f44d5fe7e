/**
 * Feedback (spec §3 "Feedback", §5) and contact messages (spec §3 "Contact and suggestion forms").
 * Input arrives already validated and trimmed by the shared zod schemas.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '@dali/shared/locales';
import { AppError } from '../../lib/app-error.js';
import type { ContactMessageRow, FeedbackRepository, FeedbackRow } from './feedback.repository.js';

export interface FeedbackServiceDeps {
  repository: FeedbackRepository;
  /** Clock, epoch ms. */
  now?: () => number;
}

/**
 * Stores feedback (spec §5) and contact messages with their time (epoch ms) and locale. Throws
 * AppError FEEDBACK_SAVE_FAILED or OPERATION_FAILED when the database refuses a write.
 */
export function createFeedbackService({ repository, now = Date.now }: FeedbackServiceDeps) {
  return {
    /**
     * Store feedback with its time and locale.
     * @throws AppError FEEDBACK_SAVE_FAILED when the database refuses it (spec §8 "saving feedback failed").
     */
    async submitFeedback(input: { content: string; languageCode: Locale; userId: string | null }): Promise<FeedbackRow> {
      try {
        return await repository.insertFeedback({ id: randomUUID(), ...input, createdAt: now() });
      } catch (cause) {
        throw new AppError('FEEDBACK_SAVE_FAILED', { cause });
      }
    },

    /**
     * Store a contact-form message with the sender's interface locale.
     * @throws AppError OPERATION_FAILED when the database refuses it.
     */
    async submitContact(input: { name: string; email: string; message: string; languageCode: Locale }): Promise<ContactMessageRow> {
      try {
        return await repository.insertContactMessage({ id: randomUUID(), ...input, createdAt: now() });
      } catch (cause) {
        throw new AppError('OPERATION_FAILED', { cause });
      }
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
