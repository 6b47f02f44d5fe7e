/**
 * Ant Design form rules from the shared zod field schemas (spec §5), so the browser and the server
 * apply the same rule with the same localised message.
 */
import type { Rule } from 'antd/es/form';
import { safeParse } from 'zod/mini';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import type { Locale } from '@dali/shared/locales';
import { formatMessage, isMessageKey } from '@dali/shared/messages';

/** Localised message of the first zod issue (catalogue keys are resolved; other text is kept). */
export function issueMessage(issue: $ZodIssue, locale: Locale): string {
  if (!isMessageKey(issue.message)) return issue.message;
  const limits = issue as { maximum?: number | bigint; minimum?: number | bigint; params?: Record<string, string | number> };
  return formatMessage(issue.message, locale, {
    ...(limits.maximum !== undefined ? { maximum: Number(limits.maximum) } : {}),
    ...(limits.minimum !== undefined ? { minimum: Number(limits.minimum) } : {}),
    ...limits.params,
  });
}

/** An antd rule that validates with `schema` and rejects with its localised message. */
export function zodRule(schema: $ZodType, locale: Locale): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = safeParse(schema, value ?? '');
      const issue = result.error?.issues[0];
      if (issue) throw new Error(issueMessage(issue, locale));
    },
  };
}
