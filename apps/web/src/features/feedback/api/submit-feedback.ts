/**
 * `POST /api/v1/feedback/submit { content, languageCode }` (spec §5, §7).
 */
import { useMutation } from '@tanstack/react-query';
import { SubmitFeedbackResponseSchema, type SubmitFeedbackRequest } from '@dali/shared/contracts/feedback';
import { request } from '../../../lib/api-client';

/** Send feedback; quiet, so the form shows its own failure toast with the reason. */
export async function submitFeedback(input: SubmitFeedbackRequest) {
  return request('/api/v1/feedback/submit', { body: input, schema: SubmitFeedbackResponseSchema, quiet: true });
}

/** Mutation hook for the footer form. */
export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
