/**
 * Error codes and the response envelope of spec §7/§8: every answer is `{ code, message, data }`,
 * `code: 0` is success. An error code is `HTTP status × 100 + n`, so a code alone tells its status;
 * codes never change meaning once published.
 */
import { z } from 'zod/mini';
import type { MessageKey } from './messages.js';

/** One error kind: stable numeric code, HTTP status, and catalogue key of its default message. */
export interface ErrorDefinition {
  readonly code: number;
  readonly status: number;
  readonly messageKey: MessageKey;
}

/** Every error the API answers with (spec §8 server messages). */
export const ERRORS = {
  BAD_REQUEST: { code: 40001, status: 400, messageKey: 'server.badRequest' },
  PASSWORD_MISMATCH: { code: 40002, status: 400, messageKey: 'server.passwordMismatch' },
  CODE_INVALID: { code: 40003, status: 400, messageKey: 'server.codeInvalid' },
  TRANSLATION_EMPTY_FIELDS: { code: 40004, status: 400, messageKey: 'server.translationEmptyFields' },
  TRANSLATION_TOO_LONG: { code: 40005, status: 400, messageKey: 'server.translationTooLong' },
  // Wrong account or password at login: 400, not 401, because a 401 makes the web client log out (spec §8).
  LOGIN_FAILED: { code: 40006, status: 400, messageKey: 'server.incorrectPassword' },
  // The chosen payment method is not offered by this server (not configured, or no price in its currency).
  PAYMENT_METHOD_UNAVAILABLE: { code: 40007, status: 400, messageKey: 'server.paymentMethodUnavailable' },
  // A provider notification whose signature, timestamp or body does not verify: nothing changed.
  PAYMENT_NOTIFICATION_REJECTED: { code: 40008, status: 400, messageKey: 'server.paymentNotificationRejected' },
  // A translation language that is not one of the 14 (the code is named in the message).
  TRANSLATION_LANGUAGE_UNSUPPORTED: { code: 40009, status: 400, messageKey: 'server.languageUnsupported' },
  // Source and target language of a translation are the same.
  TRANSLATION_LANGUAGES_SAME: { code: 40010, status: 400, messageKey: 'server.languagesSame' },
  // A voice socket frame that is not JSON, not of the protocol, out of order, or too large.
  VOICE_FRAME_INVALID: { code: 40011, status: 400, messageKey: 'server.voiceFrameInvalid' },
  // Text to synthesise is empty or over 2000 characters (spec §5, §9).
  SYNTHESIS_TOO_LONG: { code: 40012, status: 400, messageKey: 'server.synthesisTooLong' },
  NOT_LOGGED_IN: { code: 40101, status: 401, messageKey: 'server.notLoggedIn' },
  INCORRECT_PASSWORD: { code: 40102, status: 401, messageKey: 'server.incorrectPassword' },
  SESSION_EXPIRED: { code: 40103, status: 401, messageKey: 'server.sessionExpired' },
  FORBIDDEN: { code: 40301, status: 403, messageKey: 'server.forbidden' },
  ACCESS_DENIED: { code: 40302, status: 403, messageKey: 'server.accessDenied' },
  ACCOUNT_LOCKED: { code: 40303, status: 403, messageKey: 'server.accountLocked' },
  ACCOUNT_ABNORMAL: { code: 40304, status: 403, messageKey: 'server.accountAbnormal' },
  NOT_FOUND: { code: 40401, status: 404, messageKey: 'server.notFound' },
  USER_NOT_FOUND: { code: 40402, status: 404, messageKey: 'server.userNotFound' },
  ROUTE_NOT_FOUND: { code: 40403, status: 404, messageKey: 'server.routeNotFound' },
  // A stored itinerary that was deleted (spec §8 "itinerary missing or deleted").
  PLAN_DELETED: { code: 40404, status: 404, messageKey: 'server.planMissingOrDeleted' },
  // No order with this id belongs to the caller (spec §8 client message "order not found").
  ORDER_NOT_FOUND: { code: 40405, status: 404, messageKey: 'server.orderNotFound' },
  // A stored itinerary its owner no longer shares, asked for by someone else through its link.
  PLAN_NOT_SHARED: { code: 40406, status: 404, messageKey: 'server.planNotShared' },
  USERNAME_EXISTS: { code: 40901, status: 409, messageKey: 'server.usernameExists' },
  ACCOUNT_REGISTERED: { code: 40902, status: 409, messageKey: 'server.accountRegistered' },
  ACCOUNT_EXISTS: { code: 40903, status: 409, messageKey: 'server.accountExists' },
  // Buying while a membership is active: the client shows the current plan and expiry and asks to
  // confirm the extension (spec §6); `data` carries them.
  MEMBERSHIP_ACTIVE: { code: 40904, status: 409, messageKey: 'server.membershipActive' },
  // The order is no longer payable (paid, failed, cancelled or refunded already).
  ORDER_NOT_PAYABLE: { code: 40905, status: 409, messageKey: 'server.orderNotPayable' },
  PAYLOAD_TOO_LARGE: { code: 41301, status: 413, messageKey: 'server.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { code: 41501, status: 415, messageKey: 'server.unsupportedMediaType' },
  TOO_MANY_REQUESTS: { code: 42901, status: 429, messageKey: 'server.tooManyRequests' },
  ANONYMOUS_LIMIT: { code: 42902, status: 429, messageKey: 'server.anonymousLimit' },
  CODE_RESEND_WAIT: { code: 42903, status: 429, messageKey: 'server.codeResendWait' },
  CODE_SEND_LIMIT: { code: 42904, status: 429, messageKey: 'server.codeSendLimit' },
  // The planner could not read a complete request from free text (sent as a stream error frame).
  PLANNER_TEXT_UNREADABLE: { code: 42201, status: 422, messageKey: 'server.plannerTextUnreadable' },
  QUOTA_EXHAUSTED: { code: 44801, status: 448, messageKey: 'server.quotaExhausted' },
  INTERNAL: { code: 50001, status: 500, messageKey: 'server.internal' },
  OPERATION_FAILED: { code: 50002, status: 500, messageKey: 'server.operationFailed' },
  UPDATE_FAILED: { code: 50003, status: 500, messageKey: 'server.updateFailed' },
  RESET_FAILED: { code: 50004, status: 500, messageKey: 'server.resetFailed' },
  FEEDBACK_SAVE_FAILED: { code: 50005, status: 500, messageKey: 'server.feedbackSaveFailed' },
  TRANSLATION_FAILED: { code: 50201, status: 502, messageKey: 'server.translationFailed' },
  CODE_DELIVERY_FAILED: { code: 50202, status: 502, messageKey: 'server.codeDeliveryFailed' },
  // The planner's language-model provider failed (sent as a stream error frame).
  PLANNER_AI_FAILED: { code: 50203, status: 502, messageKey: 'server.plannerAiFailed' },
  // The payment provider refused, failed or timed out; the order is unchanged (spec §8 create order failed).
  PAYMENT_PROVIDER_FAILED: { code: 50204, status: 502, messageKey: 'server.paymentProviderFailed' },
  /** The chat engine (local or language model) failed before or while answering. */
  CHAT_AI_FAILED: { code: 50205, status: 502, messageKey: 'server.chatAiFailed' },
  /** The speech provider (recognition or synthesis) failed before or while answering. */
  VOICE_FAILED: { code: 50206, status: 502, messageKey: 'server.voiceFailed' },
  /** No translation provider can translate this text (the embedded default without a provider configured). */
  TRANSLATION_UNAVAILABLE: { code: 50303, status: 503, messageKey: 'server.translationUnavailable' },
  /** No speech provider can recognise or speak this language here (the embedded default has no recognition). */
  VOICE_UNAVAILABLE: { code: 50304, status: 503, messageKey: 'server.voiceUnavailable' },
  SERVICE_UNAVAILABLE: { code: 50301, status: 503, messageKey: 'server.serviceUnavailable' },
  // The server is shutting down (deploy, restart) while a stream was running (sent as a stream error frame).
  SERVER_RESTARTING: { code: 50302, status: 503, messageKey: 'server.restarting' },
} as const satisfies Record<string, ErrorDefinition>;

/** Name of an error kind, e.g. `NOT_FOUND`. */
export type ErrorName = keyof typeof ERRORS;

/** `code` of every successful answer (spec §7 `code 0`); error codes are never 0. */
export const SUCCESS_CODE = 0;

/** One invalid field of a 400 answer: dotted path into the request part, and a localised message. */
export const FieldErrorSchema = z.object({
  field: z.string().check(z.describe('Dotted path of the field, prefixed by the request part: body.content, query.type')),
  message: z.string().check(z.describe('Localised message saying what to change')),
});
/** One invalid field of a 400 answer. */
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** `data` of a validation error answer (code 40001). */
export const ValidationErrorDataSchema = z.object({ fields: z.array(FieldErrorSchema) });
/** `data` of a validation error answer. */
export type ValidationErrorData = z.infer<typeof ValidationErrorDataSchema>;

/** Body of every error answer: non-zero code, localised message, optional details. */
export const ErrorBodySchema = z.object({
  code: z.int().check(z.describe('Stable error code (HTTP status × 100 + n); never 0')),
  message: z.string().check(z.describe('Localised, human-readable message')),
  data: z.nullable(z.unknown()).check(z.describe('Details, e.g. { fields: [...] } for validation errors')),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Envelope of a successful answer around `data` (spec §7: `code 0`). */
export function successEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    code: z.literal(SUCCESS_CODE),
    message: z.string(),
    data,
  });
}
