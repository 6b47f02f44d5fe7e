/**
 * Maps stored feedback and contact rows to their wire DTO: only id and time leave the server.
 */
import type { SubmissionReceipt } from '@dali/shared/contracts/feedback';

/** `data` of the feedback and contact answers. */
export function presentReceipt(row: { id: string; createdAt: number }): SubmissionReceipt {
  return { id: row.id, createdAt: row.createdAt };
}
