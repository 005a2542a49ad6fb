/**
 * The one error type of Tradesim. It crosses the wire as
 * `{"error": {"code", "message", "fields"?}}` and the SDK rebuilds it, so the CLI and both UIs
 * switch on `code`, never on message text. Messages are the exact texts of the specs' error
 * catalogues where one exists; new ones are written in the same voice.
 */
export const errorCatalogue = {
  // 400: the request does not parse or fails its schema.
  /** A body, query or parameter failed its schema; `fields` says which and why. */
  VALIDATION_FAILED: { status: 400, message: 'Some fields are invalid' },
  /** The body was not JSON at all. */
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON' },
  /** A JSON body nested deeper than 32 objects and arrays: refused before anything walks it. */
  JSON_TOO_DEEP: { status: 400, message: 'The request body is nested too deeply' },
  /** Not HTTP the server can read (a bad request line, header or chunk), answered before any route. */
  MALFORMED_REQUEST: { status: 400, message: 'The request could not be read' },
  /** A wrong, reused or expired TOTP or recovery code (a sign-in answers it with 401). */
  MFA_INVALID: { status: 400, message: 'Invalid verification code' },
  /** A staff invitation link that is unknown, used or older than 72 hours. */
  INVITE_INVALID: { status: 400, message: 'This invitation link is invalid or has expired' },
  /** A second-factor enrolment link that is unknown, used, older than 24 hours or another member's. */
  MFA_ENROLMENT_INVALID: { status: 400, message: 'This enrolment link is invalid or has expired' },
  /** A password-reset link that is unknown, used or older than an hour. */
  RESET_TOKEN_INVALID: { status: 400, message: 'This password reset link is invalid or has expired' },

  // 401: no, bad or expired credentials.
  /** No usable credentials on a route that needs them (docs/product/user-app.md#error-messages: deposit/withdrawal creation). */
  UNAUTHENTICATED: { status: 401, message: 'User not authenticated' },
  /** Wrong email or password. */
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid login credentials' },
  /** The access token expired or its session was revoked; refresh or sign in again. */
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  /** A rotated refresh token came back: the whole session is revoked as a precaution. */
  REFRESH_TOKEN_REUSED: {
    status: 401,
    message: 'This session was signed out because its refresh token was used twice. Please sign in again.',
  },
  /** Two-step verification is on: signing in (or withdrawing) needs a code as well. */
  MFA_REQUIRED: { status: 401, message: 'Enter the code from your authenticator app' },
  /** docs/product/admin-console.md#error-messages: the admin token is unknown, revoked or past its 24 hours. */
  ADMIN_SESSION_INVALID: { status: 401, message: 'Invalid or expired session' },
  /** docs/product/admin-console.md#error-messages: the session's profile no longer exists or is no longer an admin. */
  ADMIN_PROFILE_NOT_FOUND: { status: 401, message: 'Admin profile not found' },

  // 403: authenticated but not allowed.
  /** Signed in, but this kind of session may not have it (a staff token on the user-only `me` live topic). */
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  /** docs/product/admin-console.md#error-messages: signed in, but the profile is not an admin. */
  ADMIN_REQUIRED: { status: 403, message: 'Access denied. Admin privileges required.' },
  /** The account is banned; the message carries the reason when there is one. */
  ACCOUNT_BANNED: { status: 403, message: 'Your account has been suspended' },
  /** The staff member's role does not reach this admin route (docs/contract.md#staff-roles-second-factor-and-dual-control). */
  ROLE_FORBIDDEN: { status: 403, message: 'Your role does not allow this action' },
  /**
   * `requireStaffMfa` is on and this session was opened without a second factor: moving money,
   * payment settings, staff and security settings need one.
   */
  MFA_REQUIRED_FOR_ACTION: { status: 403, message: 'Set up two-step verification to do this' },
  /** A write through the console's session cookie without the session's X-CSRF-Token. */
  CSRF_INVALID: {
    status: 403,
    message: 'This request could not be verified. Reload the page and try again.',
  },
  /** A disabled staff member signing in: an owner disabled the account. */
  STAFF_DISABLED: { status: 403, message: 'This staff account is disabled' },

  // 404: not found, or not yours (never reveal another user's rows).
  /** The SDK's fallback for a 404 whose body is not the error envelope (a proxy's page, a route gone). */
  NOT_FOUND: { status: 404, message: 'Not found' },
  /** No API route has this method and path; answered after every route declined. */
  ROUTE_NOT_FOUND: { status: 404, message: 'No such API route' },
  /** The user's profile or balance row is gone (a deleted account), or an admin named an unknown user. */
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  /** No asset has this id (an admin edit or delete, a purchase, or a price history). */
  ASSET_NOT_FOUND: { status: 404, message: 'Asset not found' },
  /** No investment duration has this id (an admin edit or delete, or a purchase). */
  DURATION_NOT_FOUND: { status: 404, message: 'Investment duration not found' },
  /** No investment has this id among the caller's own (another user's answers the same). */
  INVESTMENT_NOT_FOUND: { status: 404, message: 'Investment not found' },
  /** No deposit or withdrawal has this id among the caller's own (admins see all of them). */
  TRANSACTION_NOT_FOUND: { status: 404, message: 'Transaction not found' },
  /** The transaction exists but has no payment-proof image stored. */
  PROOF_NOT_FOUND: { status: 404, message: 'Payment proof not found' },
  /** No notification has this id among the caller's own. */
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found' },
  /** No support ticket has this id among the caller's own (admins see all of them). */
  TICKET_NOT_FOUND: { status: 404, message: 'Ticket not found' },
  /** Signing out a session that is not among the caller's open ones (unknown, or already revoked). */
  SESSION_NOT_FOUND: { status: 404, message: 'Session not found' },
  /** No background job has this id, or no scheduled job of this name runs on this server. */
  JOB_NOT_FOUND: { status: 404, message: 'Job not found' },
  /** No staff member has this id (changing a role or disabling one). */
  STAFF_NOT_FOUND: { status: 404, message: 'Staff member not found' },
  /** No four-eyes approval request has this id. */
  APPROVAL_NOT_FOUND: { status: 404, message: 'Approval request not found' },
  /** No deposit QR image is stored for the active payment settings. */
  FILE_NOT_FOUND: { status: 404, message: 'File not found' },
  /** docs/product/admin-console.md#error-messages: the payment settings row is missing. */
  PAYMENT_SETTINGS_NOT_FOUND: { status: 404, message: 'No payment settings found' },

  // 409: the row is in the wrong state.
  /** Registering with an email that already has an account (the unique index said so). */
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists' },
  /** Setting up a new authenticator while one is on: turn it off first. */
  MFA_ALREADY_ENABLED: { status: 409, message: 'Two-step verification is already on' },
  /** Enabling with a code before any secret was set up. */
  MFA_NOT_SET_UP: { status: 409, message: 'Set up two-step verification first' },
  /** Turning off what is not on. */
  MFA_NOT_ENABLED: { status: 409, message: 'Two-step verification is off' },
  /** Settling or cancelling an investment that is no longer active (already completed or cancelled). */
  INVESTMENT_NOT_ACTIVE: { status: 409, message: 'Investment is not active' },
  /** Settling an active investment before its end date. */
  INVESTMENT_NOT_MATURED: { status: 409, message: 'Investment has not yet matured' },
  /** Only completed or cancelled investments that are not archived can be archived. */
  INVESTMENT_NOT_ARCHIVABLE: { status: 409, message: 'Only completed investments can be archived' },
  /** Unarchiving an investment that is not archived. */
  INVESTMENT_NOT_ARCHIVED: { status: 409, message: 'Investment is not archived' },
  /** Approving or rejecting a deposit or withdrawal that was decided already (another admin acted first). */
  TRANSACTION_NOT_PENDING: { status: 409, message: 'Transaction is no longer pending' },
  /** Only pending withdrawals can be cancelled by their owner. */
  WITHDRAWAL_NOT_CANCELLABLE: { status: 409, message: 'Only pending withdrawals can be cancelled' },
  /** Adding an asset whose symbol (and type) is already in the catalogue. */
  ASSET_ALREADY_EXISTS: { status: 409, message: 'Asset already exists' },
  /** Buying into an asset an admin deactivated; held investments keep running. */
  ASSET_INACTIVE: { status: 409, message: 'This asset is not available for investment' },
  /** Deleting an asset that investments refer to: deactivate it instead. */
  ASSET_IN_USE: {
    status: 409,
    message: 'This asset has investments and cannot be deleted. Deactivate it instead.',
  },
  /** Buying with an investment period an admin deactivated. */
  DURATION_INACTIVE: { status: 409, message: 'This investment period is no longer available' },
  /** Deleting a duration that investments refer to: deactivate it instead. */
  DURATION_IN_USE: {
    status: 409,
    message: 'This duration is used by investments and cannot be deleted. Deactivate it instead.',
  },
  /** docs/product/admin-console.md#error-messages: a price update is already running. */
  UPDATE_IN_PROGRESS: { status: 409, message: 'Update already in progress' },
  /** An Idempotency-Key sent again with a different body, or after its record expired while its row stays. */
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This Idempotency-Key was already used with a different request',
  },
  /** The same Idempotency-Key is still being processed by another request. */
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    message: 'A request with this Idempotency-Key is still in progress',
  },
  /** Demoting or disabling the last active owner would leave nobody to manage staff. */
  LAST_OWNER: { status: 409, message: 'The last active owner cannot be demoted or disabled' },
  /** Four eyes: whoever asked for a movement cannot also approve it. */
  SAME_ADMIN_APPROVAL: { status: 409, message: 'A different admin must approve this' },
  /** The same change is already waiting for a second staff member: decide that request first. */
  APPROVAL_ALREADY_PENDING: { status: 409, message: 'This change is already waiting for approval' },
  /** The request was approved, rejected or expired already (another admin acted first). */
  APPROVAL_NOT_PENDING: { status: 409, message: 'This request is no longer pending' },
  /** Inviting an address that already has an account. */
  STAFF_EMAIL_TAKEN: { status: 409, message: 'This email already belongs to an account' },
  /** Generating the deposit QR code needs the wallet address it encodes. */
  PAYMENT_WALLET_NOT_SET: { status: 409, message: 'Set the wallet address before generating its QR code' },
  /** Banning a user who is banned already. */
  USER_ALREADY_BANNED: { status: 409, message: 'User is already banned' },
  /** Unbanning a user who is not banned. */
  USER_NOT_BANNED: { status: 409, message: 'User is not banned' },
  /** A closed ticket is final: the user opens a new one (a resolved one reopens instead). */
  TICKET_CLOSED: { status: 409, message: 'This ticket is closed. Please open a new ticket.' },

  // 408 / 414 / 431: the request's head broke the HTTP server's limits (answered before any route).
  /** The request line and headers did not all arrive in time. */
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  /** The URL alone is past the limit on a request's head (Node's max header size, 16 KB by default). */
  URI_TOO_LONG: { status: 414, message: 'The URL is too long' },
  /** The URL and headers together are past that limit (so may a long URL that arrived in pieces). */
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large' },

  // 413 / 415: uploads.
  /** docs/product/user-app.md#validation-rules: proof images must be under 5 MB. */
  FILE_TOO_LARGE: { status: 413, message: 'Image size must be less than 5MB' },
  /** A body past the parser's size limit (JSON or multipart), refused before the route runs. */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  /** docs/product/user-app.md#validation-rules: only images (JPEG, PNG, GIF, WebP by content) are accepted. */
  UNSUPPORTED_FILE_TYPE: { status: 415, message: 'Please select an image file' },
  /** A body in the wrong content type: JSON routes want application/json, uploads multipart/form-data. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the body as application/json' },

  // 422: a business rule says no.
  /** A purchase or withdrawal larger than the available balance. */
  INSUFFICIENT_BALANCE: { status: 422, message: 'Insufficient balance' },
  /** An amount under the trading settings' minimum (deposit, withdrawal, investment); the message says it. */
  AMOUNT_TOO_SMALL: { status: 422, message: 'Amount is below the minimum' },
  /** An amount over the trading settings' maximum (deposit or investment); the message names it. */
  AMOUNT_TOO_LARGE: { status: 422, message: 'Amount is above the maximum' },
  /** A withdrawal or payment-settings address that is not a TRC20 address. */
  INVALID_WALLET_ADDRESS: {
    status: 422,
    message: 'Invalid TRC20 wallet address format. Address should start with "T" and be 34 characters long.',
  },
  /** The current password given to change it was wrong (not 401: the session itself is fine). */
  CURRENT_PASSWORD_INCORRECT: { status: 422, message: 'Current password is incorrect' },
  /** An admin adjustment may not take a balance below zero. */
  BALANCE_WOULD_BE_NEGATIVE: { status: 422, message: 'This adjustment would make the balance negative' },
  /** docs/product/admin-console.md#error-messages: crypto symbols outside the price feed's supported list. */
  UNSUPPORTED_SYMBOL: { status: 422, message: 'Unsupported cryptocurrency symbol' },
  /** docs/product/admin-console.md#error-messages: none of several crypto symbols is in the price feed's supported list. */
  NO_VALID_SYMBOLS: { status: 422, message: 'No valid cryptocurrency symbols provided' },
  /** docs/product/admin-console.md#error-messages: the provider knows nothing about this symbol. */
  MARKET_DATA_NOT_FOUND: { status: 422, message: 'Could not fetch data for this symbol' },

  // 429: rate limited (with Retry-After).
  /** Too many attempts (sign-in, registration, codes, price updates); Retry-After says how long to wait. */
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },

  // 500: a bug. Never sent on purpose; the message is the purchase fallback of docs/product/user-app.md#error-messages.
  /** A bug: anything thrown that is not an AppError. Logged with the request; never sent on purpose. */
  INTERNAL: { status: 500, message: 'An unexpected error occurred. Please try again.' },

  // 502 / 503: something we depend on is down.
  /** docs/product/admin-console.md#error-messages: the market-data provider answered with an error status. */
  MARKET_DATA_ERROR: { status: 502, message: 'Market data API error' },
  /** The market-data provider rate-limited us (HTTP 429 upstream). */
  MARKET_DATA_RATE_LIMITED: {
    status: 503,
    message: 'Market data rate limit exceeded. Please try again later.',
  },
  /** The database or the market-data provider is unreachable, or a purchase kept losing races: try again. */
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable. Please try again.' },
  /** docs/product/user-app.md#error-messages: no active payment settings; shown as 'Error loading payment details'. */
  PAYMENT_SETTINGS_UNAVAILABLE: { status: 503, message: 'Failed to fetch payment settings' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorFields = Record<string, string>;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The HTTP status a code maps to; the one code → status map of docs/contract.md#errors. */
export function statusOf(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: ErrorFields | undefined;
  /** Seconds a client should wait; sent as Retry-After with RATE_LIMITED. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { fields?: ErrorFields; retryAfterSeconds?: number; cause?: unknown; status?: number } = {},
  ) {
    super(message ?? errorCatalogue[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.statusOverride = options.status;
  }

  /** Where the contract gives one code two statuses (MFA_INVALID: 400, or 401 at sign-in). */
  private readonly statusOverride: number | undefined;

  get status(): number {
    return this.statusOverride ?? statusOf(this.code);
  }

  /** The wire envelope of docs/contract.md#errors. */
  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: ErrorFields };
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** A validation failure on named fields; the first field's message becomes the summary. */
export function validationError(fields: ErrorFields): AppError {
  const first = Object.values(fields)[0];
  return new AppError('VALIDATION_FAILED', first ?? errorCatalogue.VALIDATION_FAILED.message, { fields });
}
