/**
 * Every number of spec §9, named once. Units are in the names (MS, S, CHARS, PX, DAYS).
 */

/** Request timeout of the web client (spec §7, §9). */
export const REQUEST_TIMEOUT_MS = 80_000;
/** Wait before a verification code can be sent again (spec §4, §9). */
export const CODE_RESEND_WAIT_S = 60;
/** Password length bounds (spec §5, §9). */
export const PASSWORD_MIN_CHARS = 6;
export const PASSWORD_MAX_CHARS = 20;
/** Username length bounds on register (spec §5, §9). */
export const USERNAME_MIN_CHARS = 2;
export const USERNAME_MAX_CHARS = 20;
/** Verification code length (spec §5, §9). */
export const VERIFY_CODE_LENGTH = 6;
/** Limit value meaning "unlimited" in API permissions (spec §6, §9). */
export const UNLIMITED = 999_999;
/** A membership expiring within this many days shows the "expiring soon" warning (spec §4). */
export const EXPIRING_SOON_DAYS = 3;
/** Limit badge colours: green at or above HIGH, amber at or above MEDIUM, else grey (spec §6). */
export const LIMIT_BADGE_HIGH = 100;
export const LIMIT_BADGE_MEDIUM = 50;
/** Initial notification count of the login state (spec §3). */
export const INITIAL_NOTIFICATION_COUNT = 5;
/** Feedback text bound, after trimming (spec §5). */
export const FEEDBACK_MAX_CHARS = 500;
/** Translation and speech-synthesis text bounds (spec §5). */
export const TRANSLATION_MAX_CHARS = 5000;
export const SYNTHESIS_MAX_CHARS = 2000;
/** Minimum length of a quick-text plan request (spec §5). */
export const QUICK_PLAN_MIN_CHARS = 10;
/** Delay before the "have you paid?" dialog (spec §4, §9). */
export const PAYMENT_CONFIRM_DELAY_MS = 5000;
/** Home navbar appears after this much scrolling (spec §2, §9). */
export const HOME_NAVBAR_SCROLL_PX = 100;
/** Translator shows "unlimited" above this remaining count (spec §6, §9). */
export const TRANSLATOR_UNLIMITED_ABOVE = 11;

/** Layout breakpoints (spec §9), px. */
export const BREAKPOINTS_PX = { xs: 375, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Contact form bounds (spec §3 "Contact and suggestion forms"; lengths are ours, the spec names none). */
export const CONTACT_NAME_MAX_CHARS = 60;
export const CONTACT_MESSAGE_MAX_CHARS = 2000;
export const EMAIL_MAX_CHARS = 254;
