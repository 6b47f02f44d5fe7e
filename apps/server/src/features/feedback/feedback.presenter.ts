/**
 * Maps stored feedback and contact rows to their wire DTOs (only id and time leave the server).
 */
import type { SubmitContactResponse, SubmitFeedbackResponse } from '@dali/shared/contracts/feedback';
import type { ContactMessageRow, FeedbackRow } from './feedback.repository.js';

/** `data` of the feedback answer. */
export function presentFeedbackReceipt(row: FeedbackRow): SubmitFeedbackResponse['data'] {
  return { id: row.id, createdAt: row.createdAt };
}

/** `data` of the contact answer. */
export function presentContactReceipt(row: ContactMessageRow): SubmitContactResponse['data'] {
  return { id: row.id, createdAt: row.createdAt };
}
