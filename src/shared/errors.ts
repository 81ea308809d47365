/**
 * Every error the server can answer, defined once. The server replies
 * `{ error: { code, fields?, params?, retryAfter? } }`; the web maps each code to its own
 * French (or English) text in one catalogue typed `Record<ErrorCode, …>`, so a new code
 * that has no text fails the type check.
 */
export const ERROR_STATUS = {
  // generic
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ORIGIN_FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,

  // accounts
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  EMAIL_NOT_VERIFIED: 403,
  /** Paying needs a verified e-mail (checkout, the local payment page). */
  EMAIL_VERIFICATION_REQUIRED: 403,
  INVALID_TOKEN: 400,
  WEAK_PASSWORD: 400,
  PASSWORD_INCORRECT: 400,
  TWO_FACTOR_REQUIRED: 401,
  INVALID_TWO_FACTOR_CODE: 401,
  /** Too many wrong passwords for one e-mail (known or not): wait, or reset the password. */
  SIGN_IN_THROTTLED: 429,

  // analysis input
  ANALYSIS_UNAUTHENTICATED: 401,
  ANALYSIS_INPUT_MISSING: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_UNSUPPORTED: 415,
  JOB_DESCRIPTION_TOO_LONG: 400,
  JOB_LANGUAGE_UNSUPPORTED: 400,
  CV_UNREADABLE: 422,
  CV_ENCRYPTED: 422,
  CV_NO_TEXT: 422,
  EXTRACTION_TIMEOUT: 422,
  EXTRACTION_BUSY: 503,

  // analysis quota and concurrency
  FREE_LIMIT_REACHED: 403,
  MONTHLY_LIMIT_REACHED: 403,
  /** The trial's analyses are used (the allowance is the trial's days, not a month). */
  TRIAL_LIMIT_REACHED: 403,
  ANALYSIS_IN_PROGRESS: 409,
  PLAN_FEATURE_REQUIRED: 403,

  // analysis engine
  ANALYSIS_FAILED: 500,
  ENGINE_RATE_LIMITED: 503,
  ENGINE_CONTEXT_TOO_LONG: 422,
  ENGINE_TOKEN_LIMIT: 422,
  ENGINE_ATTEMPTS_EXHAUSTED: 502,
  QUESTIONS_ATTEMPTS_EXHAUSTED: 502,
  ENGINE_INVALID_RESPONSE: 502,

  // billing
  PLAN_UNKNOWN: 400,
  REDIRECT_FORBIDDEN: 400,
  CHECKOUT_FAILED: 502,
  CHECKOUT_NO_URL: 502,
  CHECKOUT_SESSION_INVALID: 404,
  CARD_DECLINED: 402,
  CANCEL_FAILED: 502,
  NO_SUBSCRIPTION: 404,
  /** A subscriber asked for a plan that cannot replace the current one (the trial). */
  PLAN_CHANGE_INVALID: 409,
  /** The 1 € trial was already bought on this account (once per account). */
  TRIAL_ALREADY_USED: 409,
  /** The plan change confirmed in the browser is no longer the one that would happen (state moved on). */
  PLAN_CHANGE_STALE: 409,
  WEBHOOK_INVALID: 400,

  // contact
  CONTACT_FAILED: 502,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof ERROR_STATUS
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[]

export type ErrorEnvelope = {
  error: {
    code: ErrorCode
    /** field name → message code or short reason, for form errors */
    fields?: Record<string, string>
    /** values interpolated in the message, e.g. `{ ext: 'txt' }` */
    params?: Record<string, string | number>
    /** seconds before the client may retry (engine or rate limits) */
    retryAfter?: number
    requestId?: string
  }
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly fields?: Record<string, string>
  readonly params?: Record<string, string | number>
  readonly retryAfter?: number

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>
      params?: Record<string, string | number>
      retryAfter?: number
      cause?: unknown
      message?: string
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.status = ERROR_STATUS[code]
    if (options.fields) this.fields = options.fields
    if (options.params) this.params = options.params
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter
  }

  toEnvelope(requestId?: string): ErrorEnvelope {
    return {
      error: {
        code: this.code,
        ...(this.fields && { fields: this.fields }),
        ...(this.params && { params: this.params }),
        ...(this.retryAfter !== undefined && { retryAfter: this.retryAfter }),
        ...(requestId && { requestId }),
      },
    }
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as { error: unknown }).error === 'object' &&
    (value as { error: { code?: unknown } }).error !== null &&
    typeof (value as { error: { code?: unknown } }).error.code === 'string'
  )
}
