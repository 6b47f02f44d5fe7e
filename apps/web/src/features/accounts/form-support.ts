/**
 * Helpers shared by the three forms of the login dialog: spec §5 rules as Ant Design rules with the
 * `login.validation.*` messages of the shared catalogue, the account fields of a request, the
 * agreement warning and the server's per-field messages of a 400 answer.
 */
import type { FormInstance, Rule } from 'antd/es/form';
import { safeParse } from 'zod/mini';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { ConfirmPasswordSchema, detectAuthType, type AuthType } from '@dali/shared/validation/auth';
import { ValidationErrorDataSchema } from '@dali/shared/errors';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/ui/toast';
import { zodRule } from '../../lib/zod-rule';

/** The `authType`, `email` and `phone` of a request naming `account` (an email or a phone number). */
export function accountFields(account: string): { authType: AuthType; email: string | null; phone: string | null } {
  const trimmed = account.trim();
  const authType = detectAuthType(trimmed) ?? 'EMAIL';
  return authType === 'PHONE' ? { authType, email: null, phone: trimmed } : { authType, email: trimmed, phone: null };
}

/**
 * Rules of a confirmation field (spec §5): required, then equal to the field `passwordField`
 * (declare `dependencies={[passwordField]}` so a changed password re-checks it).
 */
export function confirmRules(passwordField: string, locale: Locale): Rule[] {
  return [
    zodRule(ConfirmPasswordSchema, locale),
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (typeof value === 'string' && value !== '' && value !== getFieldValue(passwordField)) {
          throw new Error(formatMessage('login.validation.passwordMismatch', locale));
        }
      },
    }),
  ];
}

/** Spec §5 "Agreement must be ticked to log in or register, else a warning": true when ticked. */
export function checkAgreement(agreed: boolean, locale: Locale): boolean {
  if (!agreed) toast.warning(formatMessage('login.validation.agreeTerms', locale));
  return agreed;
}

/**
 * Spec §5 "Get-code warns if account empty or neither email nor phone": the account and its type,
 * or null after a warning.
 */
export function checkCodeAccount(value: unknown, locale: Locale): { account: string; authType: AuthType } | null {
  const account = typeof value === 'string' ? value.trim() : '';
  if (!account) {
    toast.warning(formatMessage('login.validation.accountRequired', locale));
    return null;
  }
  const authType = detectAuthType(account);
  if (!authType) {
    toast.warning(formatMessage('login.validation.accountInvalid', locale));
    return null;
  }
  return { account, authType };
}

/**
 * Show a 400 answer's per-field messages (`data.fields`, e.g. `body.verifyCode`) under the
 * matching form fields; `fields` maps request fields to form fields (`email` → `account`), others
 * are left to the toast the request client has already shown.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, fields: Record<string, string>): void {
  if (!(error instanceof ApiError)) return;
  const parsed = safeParse(ValidationErrorDataSchema, error.data);
  if (!parsed.success) return;
  const byField = new Map<string, string[]>();
  for (const { field, message } of parsed.data.fields) {
    const target = fields[field.replace(/^(body|query)\./, '')];
    if (target) byField.set(target, [...(byField.get(target) ?? []), message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
}
