/**
 * Stable error codes of the one error catalogue (spec section 8 plus the platform's own).
 * The API answers every failure as `{ code, message, details? }`; front ends translate `code`
 * with ./error-messages.ts and never show the API's `message` to users.
 */
export const ERROR_CODES = {
  // platform
  VALIDATION_FAILED: 400,
  AUTH_REQUIRED: 401,
  TOKEN_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  STALE_VERSION: 409,
  RATE_LIMITED: 429,
  SIGN_IN_DELAYED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  UNEXPECTED_ERROR: 500,
  INTERACTION_EXPIRED: 400,
  // refused before a route reads the request (malformed or oversized)
  INVALID_JSON: 400,
  INVALID_CHARACTERS: 400,
  REQUEST_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  // accounts and onboarding (section 8)
  EMAIL_ALREADY_REGISTERED: 409,
  BROKER_TAX_ID_IN_USE: 409,
  BROKER_EMAIL_IN_USE: 409,
  EMAIL_NOT_ASSOCIATED: 404,
  COMPANY_REGISTERED_WITH_OTHER_BROKER: 409,
  ACCOUNT_CREATION_FAILED: 500,
  ACCOUNT_NOT_ACTIVE: 403,
  BROKER_PENDING_APPROVAL: 403,
  PASSWORD_RESET_REQUIRED: 403,
  INVALID_TAX_ID: 400,
  INVALID_URL: 400,
  INVALID_EMAIL: 400,
  INVALID_EMAIL_LIST: 400,
  LINK_INVALID: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  PASSWORD_TOO_WEAK: 400,
  ACCOUNT_ALREADY_EXISTS: 409,
  // application questionnaire (sections 4 and 5)
  ANSWER_INVALID: 400,
  PERCENTAGES_OVER_100: 400,
  QUESTIONS_PENDING: 422,
  TRANSITION_NOT_ALLOWED: 409,
  FORM_IN_PROGRESS: 409,
  SHARE_LINK_INVALID: 404,
  // quotes and policies (section 8)
  QUOTE_DENIED: 422,
  QUOTE_EXPIRED: 409,
  QUOTE_NOT_SELECTABLE: 409,
  QUOTE_WITHDRAWN: 409,
  POLICY_ACCESS_DENIED: 403,
  NEW_VERSION_AVAILABLE: 409,
  // cyber assessments (issue 13)
  DOMAIN_NOT_VERIFIED: 422,
  CYBER_STEP_NOT_ALLOWED: 409,
  CYBER_REQUEST_OPEN: 409,
  // checkout, e-signature and issuance (issue 12)
  QUOTE_NOT_SELECTED: 409,
  START_DATE_INVALID: 400,
  CHECKOUT_LOCKED: 409,
  SUBJECTIVITIES_OPEN: 409,
  SIGNATURE_LINK_INVALID: 404,
  SIGNATURE_CODE_INVALID: 422,
  SIGNATURE_CODE_EXPIRED: 422,
  SIGNATURE_CODE_LIMIT: 429,
  SIGNATURE_NAME_MISMATCH: 422,
  // claims (issue 21)
  CLAIM_TYPE_NOT_COVERED: 400,
  // invoices and payments (docs/payments.md)
  EARLIER_INSTALMENT_OPEN: 409,
  // commission statements and fiscal notes (docs/broker-earnings.md)
  NOTHING_TO_STATE: 409,
  STATEMENT_LOCKED: 409,
  STATEMENT_STEP_NOT_ALLOWED: 409,
  FISCAL_NOTE_UNREADABLE: 422,
  FISCAL_NOTE_MISMATCH: 422,
  RENEWAL_NOT_OPEN: 409,
  ONLINE_PAYMENT_UNAVAILABLE: 409,
  WEBHOOK_SIGNATURE_INVALID: 401,
  // quoting in each country (issue 28)
  CHARGE_NOT_IN_COUNTRY: 400,
  PAYMENT_METHOD_NOT_OFFERED: 422,
  // the checkout in each country (issue 28)
  INSTALMENTS_BEYOND_PLAN: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The body of every API failure. */
export interface ApiError {
  code: ErrorCode;
  message: string;
  details?: { field?: string; code?: ErrorCode; message?: string }[];
  /** STALE_VERSION only: the resource as it stands now. */
  current?: unknown;
}

/** A catalogue code, and not one of an object's own names (`toString`, `__proto__`). */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
