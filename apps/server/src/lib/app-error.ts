/**
 * The one error type of the server (architecture.md §3.4). Throw it from services and handlers;
 * the error handler turns it into `{ code, message, data }` with the message in the request's locale.
 */
import { ERRORS, type ErrorName } from '@dali/shared/errors';

/** Options of {@link AppError}. */
export interface AppErrorOptions {
  /** Values for the message's `{placeholders}`. */
  params?: Record<string, string | number>;
  /** Details returned as `data` (must be safe to show to the caller). */
  data?: unknown;
  /** Underlying error, logged but never sent. */
  cause?: unknown;
}

/** An error with a stable code, HTTP status and catalogue message (spec §8). */
export class AppError extends Error {
  readonly code: number;
  readonly statusCode: number;
  readonly messageKey: (typeof ERRORS)[ErrorName]['messageKey'];
  readonly params: Record<string, string | number>;
  readonly data: unknown;

  constructor(
    readonly errorName: ErrorName,
    options: AppErrorOptions = {},
  ) {
    const definition = ERRORS[errorName];
    super(definition.messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.code = definition.code;
    this.statusCode = definition.status;
    this.messageKey = definition.messageKey;
    this.params = options.params ?? {};
    this.data = options.data ?? null;
  }
}

/** True for an {@link AppError}. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
