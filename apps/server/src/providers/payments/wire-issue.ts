/**
 * Error text for a provider answer that failed its wire schema (the `*-wire.ts` files next to each
 * adapter; docs/integrations.md §2–4): the first problem as `path: message`, never the value itself,
 * so no payer data or token ends up in an error message or a log.
 */
import type { z } from 'zod/mini';

/** `purchase_units.0.amount.value: Invalid input: expected string, received number`. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unexpected shape';
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}
