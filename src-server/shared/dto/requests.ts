/**
 * The request log ("My requests") as the API carries it: one request of a user, and the
 * filters a read of the log takes.
 */
import { z } from 'zod';
import { isoTime } from './common';

/** One logged request: never a body, a cookie, an Authorization header or a query value. */
export const RequestLogItemSchema = z.object({
  time: isoTime.meta({ description: 'When the answer went out (real time, ISO 8601 UTC)' }),
  method: z.string().meta({ example: 'POST' }),
  path: z.string().meta({
    description:
      'The path, with the names of its query parameters but never their values (`/api/transfers/2?limit&cursor`)',
    example: '/api/transfers',
  }),
  status: z.number().int().meta({ example: 201 }),
  durationMs: z.number().int().min(0).meta({ description: 'Time to answer, whole milliseconds' }),
  requestId: z.string().meta({ description: 'The answer’s X-Request-Id' }),
  idempotencyKey: z.string().nullable(),
  tokenName: z
    .string()
    .nullable()
    .meta({ description: 'The API token’s name for a bearer call; null for a session' }),
  replayed: z.boolean().meta({
    description: 'True when the answer was a stored one replayed for its Idempotency-Key',
  }),
  fault: z
    .string()
    .nullable()
    .meta({ description: 'The fault the bank injected into this answer, if any' }),
});

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The filters of a read of the log, all optional. */
export const RequestLogFilterSchema = z.object({
  status: z.coerce
    .number()
    .int()
    .min(100)
    .max(599)
    .optional()
    .meta({ description: 'Only answers with this HTTP status' }),
  method: z
    .enum(HTTP_METHODS)
    .optional()
    .meta({ description: 'Only requests with this HTTP method' }),
  path: z
    .string()
    .min(1)
    .max(512)
    .optional()
    .meta({ description: 'Only requests to this path, exactly (without the query)' }),
  idempotencyKey: z
    .string()
    .min(1)
    .max(256)
    .optional()
    .meta({ description: 'Only requests sent with this Idempotency-Key' }),
  from: z.iso
    .datetime({ offset: true })
    .max(64)
    .optional()
    .meta({ description: 'Only requests at or after this time (ISO 8601)' }),
  to: z.iso
    .datetime({ offset: true })
    .max(64)
    .optional()
    .meta({ description: 'Only requests at or before this time (ISO 8601)' }),
});
