/**
 * The one place where the bank's domain errors meet the transports. A procedure's
 * DomainError becomes a TRPCError of the matching code (and so, through tRPC and the REST
 * adapter, the matching HTTP status); plain Hono routes use {@link httpError} for the same
 * mapping. The stable domain code travels as tRPC's `data.domainCode` and as the REST body's
 * `code`.
 */
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import {
  DomainError,
  type ErrorKind,
  InvalidInput,
  Throttled,
  Unavailable,
} from '../domain/errors';
import { type Language, translateText } from '../i18n/translate';
import { zodFieldIssues } from '../i18n/zod-messages';
import { type FieldIssue, issuesMessage } from '../shared/issues';

const TRPC_CODE: Record<ErrorKind, TRPC_ERROR_CODE_KEY> = {
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

/** The HTTP status of each kind of refusal. */
export const HTTP_STATUS: Record<
  ErrorKind,
  400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503
> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED: 415,
  BUSINESS_RULE: 422,
  THROTTLED: 429,
  UNAVAILABLE: 503,
};

/** A DomainError as the TRPCError of its kind, keeping the domain error as its cause. */
export function toTRPCError(error: DomainError): TRPCError {
  return new TRPCError({ code: TRPC_CODE[error.kind], message: error.message, cause: error });
}

/** The domain error behind a tRPC error (thrown directly or wrapped), if any. */
export function domainErrorOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof TRPCError && error.cause instanceof DomainError) return error.cause;
  return null;
}

/**
 * The Retry-After seconds an error asks for (throttled or too busy), or null. Both adapters
 * copy it into the Retry-After header.
 */
export function retryAfterOf(error: unknown): number | null {
  const domain = domainErrorOf(error);
  return domain instanceof Throttled || domain instanceof Unavailable
    ? domain.retryAfterSeconds
    : null;
}

/**
 * The response headers a refusal carries: Retry-After for a throttled or overloaded answer,
 * and for a throttled one the IETF RateLimit header fields naming the limit
 * (`RateLimit-Policy: "login";q=5;w=900`, `RateLimit: "login";r=0;t=<Retry-After>`).
 * Empty for any other error.
 */
export function refusalHeaders(error: unknown): Record<string, string> {
  const retryAfter = retryAfterOf(error);
  if (retryAfter === null) return {};
  const headers: Record<string, string> = { 'Retry-After': String(retryAfter) };
  const domain = domainErrorOf(error);
  if (domain instanceof Throttled && domain.policy) {
    const { name, quota, windowSeconds } = domain.policy;
    headers['RateLimit-Policy'] = `"${name}";q=${quota};w=${windowSeconds}`;
    headers.RateLimit = `"${name}";r=0;t=${retryAfter}`;
  }
  return headers;
}

/** Each issue's message in `language` (the paths and codes unchanged). */
function inLanguage(issues: FieldIssue[], language: Language): FieldIssue[] {
  return language === 'en'
    ? issues
    : issues.map((issue) => ({ ...issue, message: translateText(issue.message, language) }));
}

/**
 * What a tRPC error shape adds for clients: the stable domain code, and for invalid input
 * the field issues with the message that names them. Used by the router's errorFormatter.
 * @param language the caller's language: each issue's message is translated into it
 *   (i18n/translate.ts; a message with no Italian template stays English); the domain code,
 *   the paths and zod's codes never change
 */
export function errorDetails(
  error: TRPCError,
  language: Language = 'en',
): {
  domainCode: string;
  issues?: FieldIssue[];
  message?: string;
} {
  if (error.cause instanceof ZodError) {
    const issues = zodFieldIssues(error.cause, language);
    return { domainCode: 'BAD_REQUEST', issues, message: issuesMessage(issues) };
  }
  const domain = domainErrorOf(error);
  if (domain instanceof InvalidInput && domain.issues) {
    return { domainCode: domain.code, issues: inLanguage(domain.issues, language) };
  }
  return { domainCode: domain?.code ?? error.code };
}

/**
 * For routes outside tRPC (file downloads, multipart enrollment, check deposits): the status,
 * JSON body `{message, code, issues?}` and headers for a domain or validation error; null for
 * anything else, which the caller rethrows as an internal error.
 * @param language the caller's language (the request context's): the message and each issue's
 *   message are translated into it as the tRPC errorFormatter does (i18n/translate.ts; a text
 *   with no Italian template stays English); the code, the status and the paths never change
 */
export function httpError(
  error: unknown,
  language: Language = 'en',
): {
  status: (typeof HTTP_STATUS)[ErrorKind];
  body: { message: string; code: string; issues?: FieldIssue[] };
  headers: Record<string, string>;
} | null {
  if (error instanceof ZodError) {
    const issues = zodFieldIssues(error, language);
    return {
      status: 400,
      body: { message: issuesMessage(issues), code: 'BAD_REQUEST', issues },
      headers: {},
    };
  }
  const domain = domainErrorOf(error);
  if (!domain) return null;
  return {
    status: HTTP_STATUS[domain.kind],
    body: {
      message: translateText(domain.message, language),
      code: domain.code,
      ...(domain instanceof InvalidInput && domain.issues
        ? { issues: inLanguage(domain.issues, language) }
        : {}),
    },
    headers: refusalHeaders(domain),
  };
}
