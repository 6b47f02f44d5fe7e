/**
 * Ant Design form rules from the shared zod field schemas (spec §5), so the browser and the server
 * apply the same rule with the same localised message.
 */
import type { Rule } from 'antd/es/form';
import { safeParse } from 'zod/mini';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import type { Locale } from '@dali/shared/locales';
import { formatIssueMessage, type KeyedIssue } from '@dali/shared/messages';

/** Localised message of the first zod issue (catalogue keys are resolved; other text is kept). */
export function issueMessage(issue: $ZodIssue, locale: Locale): string {
  return formatIssueMessage(issue as KeyedIssue, locale) ?? issue.message;
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
