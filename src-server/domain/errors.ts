/**
 * The errors the bank's rules raise, free of any transport. Services and the ledger throw
 * these; one adapter (`trpc/error-adapter.ts`) turns them into tRPC errors, and through tRPC into
 * the HTTP status of their `kind`. Each carries a stable `code` that clients can branch on
 * (the REST body's `code`, tRPC's `data.domainCode`) and a message meant for a person, never
 * SQL or a stack.
 */
import type { FieldIssue } from '../shared/issues';

/**
 * What kind of refusal an error is; each maps to one HTTP status:
 * INVALID 400, UNAUTHENTICATED 401, PAYMENT_DECLINED 402, FORBIDDEN 403, NOT_FOUND 404,
 * CONFLICT 409, TOO_LARGE 413, UNSUPPORTED 415, BUSINESS_RULE 422, THROTTLED 429,
 * UNAVAILABLE 503.
 */
export type ErrorKind =
  | 'INVALID'
  | 'UNAUTHENTICATED'
  | 'PAYMENT_DECLINED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNSUPPORTED'
  | 'BUSINESS_RULE'
  | 'THROTTLED'
  | 'UNAVAILABLE';

/** The code an error of each kind carries when no more precise one applies. */
const GENERIC_CODE: Record<ErrorKind, string> = {
  INVALID: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  PAYMENT_DECLINED: 'PAYMENT_REQUIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED: 'UNSUPPORTED_MEDIA_TYPE',
  BUSINESS_RULE: 'UNPROCESSABLE_CONTENT',
  THROTTLED: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** Base of every refusal the bank's rules raise. */
export class DomainError extends Error {
  /** Stable machine-readable code, e.g. `INSUFFICIENT_FUNDS`; defaults to the kind's. */
  readonly code: string;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code ?? GENERIC_CODE[kind];
  }
}

/**
 * 400: the input breaks a rule a schema could not express. `issues`, when given, name the
 * fields (the same `{path, code, message}` a schema's refusal carries).
 */
export class InvalidInput extends DomainError {
  constructor(
    message: string,
    code?: string,
    readonly issues?: FieldIssue[],
  ) {
    super('INVALID', message, code);
  }
}

/** 401: no valid session or token. */
export class Unauthenticated extends DomainError {
  constructor(message = 'Please sign in', code?: string) {
    super('UNAUTHENTICATED', message, code);
  }
}

/**
 * 402: an outside payer (a card processor) refused to pay, e.g. `CARD_DECLINED` or
 * `CARD_INSUFFICIENT_FUNDS`. The request itself was valid; another card may succeed.
 */
export class PaymentDeclined extends DomainError {
  constructor(message: string, code?: string) {
    super('PAYMENT_DECLINED', message, code);
  }
}

/** 403: signed in but not allowed. */
export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do this', code?: string) {
    super('FORBIDDEN', message, code);
  }
}

/**
 * 403 with code `STEP_UP_REQUIRED`: the action needs a fresh proof in this session within the
 * last few minutes: a customer's transaction PIN for a money movement, an admin's password or
 * authenticator code for a guarded admin action (the message says which).
 */
export class StepUpRequired extends DomainError {
  constructor(message: string) {
    super('FORBIDDEN', message, 'STEP_UP_REQUIRED');
  }
}

/**
 * 403 with code `PASSWORD_CHANGE_REQUIRED`: an admin chose this customer's password (a new
 * customer, a class student, a reset), so nothing but the password change is allowed until
 * the customer sets their own.
 */
export class PasswordChangeRequired extends DomainError {
  constructor(
    message = 'Choose a new password first: your password was set by the bank and must be changed before anything else',
  ) {
    super('FORBIDDEN', message, 'PASSWORD_CHANGE_REQUIRED');
  }
}

/** 404: missing, or belonging to someone else (the two are never told apart). */
export class NotFound extends DomainError {
  /** @param what the thing looked for, e.g. "Account": the message is "Account not found" */
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`);
  }
}

/** 409: conflicts with the current state (a status that forbids it, a key reused). */
export class Conflict extends DomainError {
  constructor(message: string, code?: string) {
    super('CONFLICT', message, code);
  }
}

/** 422: a business rule refused an otherwise valid request. */
export class BusinessRule extends DomainError {
  constructor(message: string, code?: string) {
    super('BUSINESS_RULE', message, code);
  }
}

/**
 * 422 with code `INSUFFICIENT_FUNDS`: the available balance (posted minus active holds)
 * does not cover the amount (plus fees).
 */
export class InsufficientFunds extends BusinessRule {
  /**
   * @param availableCents what the account could still pay, in cents
   * @param message the person-facing text; the caller names the account
   */
  constructor(
    readonly availableCents: number,
    message = 'Insufficient funds',
  ) {
    super(message, 'INSUFFICIENT_FUNDS');
  }
}

/** 422 with code `LIMIT_EXCEEDED`: a daily or monthly transfer limit would be passed. */
export class LimitExceeded extends BusinessRule {
  constructor(message: string) {
    super(message, 'LIMIT_EXCEEDED');
  }
}

/** A limit on attempts: at most `quota` in `windowSeconds`, named `name` (e.g. `login`). */
export interface RatePolicy {
  name: string;
  quota: number;
  windowSeconds: number;
}

/**
 * 429: too many attempts; `retryAfterSeconds` says when to try again and `policy`, when
 * known, which limit refused (both go into response headers).
 */
export class Throttled extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    readonly policy?: RatePolicy,
  ) {
    super('THROTTLED', message);
  }
}

/** 503: the bank is too busy to take the request now; `retryAfterSeconds` says when. */
export class Unavailable extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('UNAVAILABLE', message);
  }
}

/** 400: shorthand for {@link InvalidInput}. */
export const badRequest = (message: string) => new InvalidInput(message);
/** 401: shorthand for {@link Unauthenticated}. */
export const unauthorized = (message?: string) => new Unauthenticated(message);
/** 403: shorthand for {@link Forbidden}. */
export const forbidden = (message?: string) => new Forbidden(message);
/** 404: shorthand for {@link NotFound}; `what` is the missing thing, e.g. "Account". */
export const notFound = (what: string) => new NotFound(what);
/** 409: shorthand for {@link Conflict}. */
export const conflict = (message: string) => new Conflict(message);
/** 422: shorthand for {@link BusinessRule}. */
export const businessRule = (message: string) => new BusinessRule(message);
