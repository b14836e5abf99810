/**
 * The errors services raise. Each is a tRPC error whose code the REST adapter turns into
 * the HTTP status ARCHITECTURE.md names (400, 401, 403, 404, 409, 422, 429); the message is
 * meant for a person and never carries SQL or a stack.
 */
import { TRPCError } from '@trpc/server';

/** 400: the input breaks a rule that a schema could not express. */
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
/** 401: no valid session. */
export const unauthorized = (message = 'Please sign in') =>
  new TRPCError({ code: 'UNAUTHORIZED', message });
/** 403: signed in but not allowed. */
export const forbidden = (message = 'You are not allowed to do this') =>
  new TRPCError({ code: 'FORBIDDEN', message });
/** 404: missing, or belongs to someone else. */
export const notFound = (what: string) =>
  new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });
/** 409: conflicts with the current state. */
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
/** 422: a business rule refused it (insufficient funds, over a limit). */
export const businessRule = (message: string) =>
  new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message });
/** 429: throttled. */
export const tooManyRequests = (message: string) =>
  new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
