import type { FieldError } from '@gas/shared';

/** What went wrong, in domain terms; the HTTP layer maps each code to one status. */
export type ErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export const statusByCode: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The one error type services throw. `errors` carry the field each message belongs to. */
export class AppError extends Error {
  readonly errors: FieldError[];

  constructor(
    readonly code: ErrorCode,
    message: string,
    htmlId = '',
  ) {
    super(message);
    this.errors = [{ htmlId, message }];
  }

  static withFields(code: ErrorCode, errors: FieldError[]): AppError {
    const error = new AppError(code, errors[0]?.message ?? code);
    error.errors.splice(0, error.errors.length, ...errors);
    return error;
  }
}

export const notFound = (what = 'The requested item') => new AppError('not_found', `${what} was not found`);
export const conflict = (message: string, htmlId = '') => new AppError('conflict', message, htmlId);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('forbidden', message);
