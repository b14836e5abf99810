/**
 * The request log ("My requests"): each user reads their own API requests, newest first,
 * paged and filterable; an admin reads any user's (a trainer's evidence). The rows are
 * written at the edge (app.ts) by the batched writer in services/requests/log.ts.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { realNowMs } from '../../clock/real-time';
import { users } from '../../db/schema';
import { NotFound } from '../../domain/errors';
import { listRequests, type RequestLogFilter } from '../../services/requests/log';
import { idParam, RequestLogFilterSchema, RequestLogItemSchema } from '../../shared/dto';
import { adminProcedure, customerProcedure, router } from '../init';
import { LIST_DESCRIPTION, ListInput, listHeaders, pageOutput, withPage } from '../paging';

const LogInput = ListInput.extend(RequestLogFilterSchema.shape);

const BOUND_NOTE =
  'The log keeps the last 7 days or the last 10,000 requests of each user, whichever is smaller. Never a body, a cookie, an Authorization header or a query value. Filters: `status`, `method`, `path` (exact, without the query), `idempotencyKey`, `from` and `to` (ISO times).';

/** The filter part of a read's input, with its times as Dates. */
function filterOf(input: z.infer<typeof RequestLogFilterSchema>): RequestLogFilter {
  return {
    status: input.status,
    method: input.method,
    path: input.path,
    idempotencyKey: input.idempotencyKey,
    from: input.from ? new Date(input.from) : undefined,
    to: input.to ? new Date(input.to) : undefined,
  };
}

/**
 * Checks that a user exists.
 * @throws NotFound (404) for an unknown user
 */
function assertUser(db: Parameters<typeof listRequests>[0], id: number): void {
  const row = db.select({ id: users.id }).from(users).where(eq(users.id, id)).get();
  if (!row) throw new NotFound('User');
}

/** The request log: the caller's own (GET /api/requests) and any user's for admins. */
export const requestsRouter = router({
  /** GET /api/requests → the caller's own requests, newest first, paged and filtered. */
  list: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/requests',
        tags: ['requests'],
        summary: 'My requests',
        description: `The API requests the signed-in user made (session or token), newest first. ${BOUND_NOTE} ${LIST_DESCRIPTION}`,
        responseHeaders: listHeaders,
      },
    })
    .input(LogInput)
    .output(z.array(RequestLogItemSchema))
    .query(({ ctx, input }) =>
      withPage(ctx, listRequests(ctx.db, ctx.user.id, filterOf(input), input, realNowMs())),
    ),

  /** The My requests screen's read (tRPC only): {items, nextCursor, total}. */
  page: customerProcedure
    .input(LogInput)
    .output(pageOutput(RequestLogItemSchema))
    .query(({ ctx, input }) =>
      listRequests(ctx.db, ctx.user.id, filterOf(input), input, realNowMs()),
    ),

  /** GET /api/admin/users/{id}/requests → a user's requests (admins); 404 for an unknown user. */
  ofUser: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users/{id}/requests',
        tags: ['admin'],
        summary: 'A user’s requests',
        description: `The API requests one user made, newest first, as they see them in My requests. ${BOUND_NOTE} ${LIST_DESCRIPTION}`,
        responseHeaders: listHeaders,
      },
    })
    .input(LogInput.extend({ id: idParam }))
    .output(z.array(RequestLogItemSchema))
    .query(({ ctx, input }) => {
      assertUser(ctx.db, input.id);
      return withPage(ctx, listRequests(ctx.db, input.id, filterOf(input), input, realNowMs()));
    }),

  /** The admin user page's read of a user's log (tRPC only): {items, nextCursor, total}. */
  userPage: adminProcedure
    .input(LogInput.extend({ id: idParam }))
    .output(pageOutput(RequestLogItemSchema))
    .query(({ ctx, input }) => {
      assertUser(ctx.db, input.id);
      return listRequests(ctx.db, input.id, filterOf(input), input, realNowMs());
    }),
});
