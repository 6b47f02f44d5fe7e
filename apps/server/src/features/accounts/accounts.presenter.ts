/**
 * Maps account rows to the contract DTOs of packages/shared/src/contracts/auth.ts.
 */
import type { UserInfo } from '@dali/shared/contracts/auth';
import { LOCALES, type Locale } from '@dali/shared/locales';
import type { UserRow } from './accounts.repository.js';
import { toRole } from './sessions.service.js';

/** Spec §3 user info of a stored user (`avatar` null → the web shows its default image). */
export function presentUserInfo(user: UserRow): UserInfo {
  return {
    userId: user.id,
    username: user.username,
    role: toRole(user.role),
    avatar: user.avatarUrl,
    email: user.email,
    phone: user.phone,
    languagePreference: LOCALES.includes(user.languagePreference as Locale) ? (user.languagePreference as Locale) : null,
    timezone: user.timezone,
  };
}
