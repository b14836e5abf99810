/**
 * The screens' live events: the same stream as GET /api/events, as a tRPC subscription over
 * Server-Sent Events (the client's httpSubscriptionLink). Each event is `tracked` with its
 * id, so a reconnecting client resumes after the last one it got.
 */
import { tracked } from '@trpc/server';
import { z } from 'zod';
import { tokenIdOfSession } from '../../auth/api-token';
import { openEventStream } from '../../events/stream';
import type { BankEvent } from '../../shared/dto/events';
import { customerProcedure, router } from '../init';

/** The signed-in user's live events as a tRPC subscription (REST twin: GET /api/events). */
export const eventsRouter = router({
  /**
   * The signed-in user's events (`transfer`, `balance`, `notification`, `session`), each as
   * `{type, data}` with its id; ends after a `session` event. No REST path: GET /api/events.
   * @throws UNAUTHORIZED (401) without a session; TOO_MANY_REQUESTS (429) when the user has
   *   5 streams open
   */
  stream: customerProcedure
    .meta({ tokenScope: 'read' })
    .input(z.object({ lastEventId: z.string().max(20).nullish() }).optional())
    .subscription(async function* ({ ctx, input, signal }) {
      const last = input?.lastEventId;
      const stream = openEventStream(
        ctx.db,
        {
          userId: ctx.user.id,
          role: ctx.user.role,
          sessionId: ctx.session.id,
          tokenId: ctx.token ? tokenIdOfSession(ctx.session) : null,
        },
        { lastEventId: last && /^\d+$/.test(last) ? Number(last) : null },
      );
      const close = () => stream.close();
      signal?.addEventListener('abort', close, { once: true });
      try {
        for await (const item of stream) {
          // tRPC sends its own keep-alive pings; the heartbeat only checked the session.
          if (item.type === 'heartbeat') continue;
          const { id, ...event } = item;
          yield tracked(String(id), event as BankEvent);
        }
      } finally {
        signal?.removeEventListener('abort', close);
        close();
      }
    }),
});
