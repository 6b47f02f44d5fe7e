/**
 * `POST /api/v1/contact { name, email, message }` (about page, spec §3).
 */
import { useMutation } from '@tanstack/react-query';
import { SubmitContactResponseSchema, type SubmitContactRequest } from '@dali/shared/contracts/feedback';
import { request } from '../../../lib/api-client';

/** Send a contact message; quiet, so the form shows its own failure toast with the reason. */
export async function submitContact(input: SubmitContactRequest) {
  return request('/api/v1/contact', { body: input, schema: SubmitContactResponseSchema, quiet: true });
}

/** Mutation hook for the contact form. */
export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
