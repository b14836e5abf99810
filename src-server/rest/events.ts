/**
 * GET /api/events: the signed-in user's event stream as Server-Sent Events, for API
 * clients (curl, EventSource, scripts). The same gate as every /api path (the session
 * cookie, or an API token with any scope; 403 while the password must be changed); the same
 * events and ids as the screens' subscription. Not a tRPC procedure: the REST adapter answers JSON only.
 */
import { Hono } from 'hono';
import { tokenIdOfSession } from '../auth/api-token';
import type { Requirement } from '../auth/gate';
import type { StreamItem } from '../events/stream';
import { HEARTBEAT_MS, openEventStream } from '../events/stream';
import type { AppDeps } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';
import { type GatedEnv, gated } from './gated';

/**
 * Who may open the stream: as the screens' `events.stream`, a fully signed-in user who need
 * not change the password first, by session or by a token of any scope.
 */
export const EVENT_STREAM = { who: 'signedIn', tokenScope: 'read' } as const satisfies Requirement;

/** How long a client should wait before reconnecting, in ms (the SSE `retry:` field). */
const RETRY_MS = 3000;

/**
 * One stream item as SSE text: an event is `id:`, `event:` and one `data:` line of JSON,
 * then a blank line; a heartbeat is a comment line.
 */
export function sseText(item: StreamItem): string {
  if (item.type === 'heartbeat') return ': heartbeat\n\n';
  return `id: ${item.id}\nevent: ${item.type}\ndata: ${JSON.stringify(item.data)}\n\n`;
}

/**
 * The Last-Event-ID a reconnecting client sends (header, or `lastEventId` in the query for
 * clients that cannot set headers): a non-negative integer, else null (start from now).
 */
export function lastEventIdOf(
  header: string | undefined,
  query: string | undefined,
): number | null {
  const text = (header ?? query ?? '').trim();
  if (!/^\d{1,16}$/.test(text)) return null;
  return Number(text);
}

/**
 * The event-stream route (mounted under /api before the REST adapter).
 * @param options.heartbeatMs ms between heartbeat comments and session checks (15 s;
 *   tests pass a short one)
 */
export function eventRoutes(deps: AppDeps, options: { heartbeatMs?: number } = {}): Hono<GatedEnv> {
  const app = new Hono<GatedEnv>();
  app.get('/events', gated(deps, EVENT_STREAM), (c) => {
    const { ctx } = c.var;
    const { user, session } = c.var.signIn;
    let stream: ReturnType<typeof openEventStream>;
    try {
      stream = openEventStream(
        deps.db,
        {
          userId: user.id,
          role: user.role,
          sessionId: session.id,
          tokenId: ctx.token ? tokenIdOfSession(session) : null,
        },
        {
          lastEventId: lastEventIdOf(c.req.header('last-event-id'), c.req.query('lastEventId')),
          heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
        },
      );
    } catch (error) {
      const refusal = httpError(error, c.var.ctx.language);
      if (!refusal) throw error;
      return c.json(refusal.body, refusal.status, refusal.headers);
    }
    const encoder = new TextEncoder();
    const iterator = stream[Symbol.asyncIterator]();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
      },
      async pull(controller) {
        const next = await iterator.next();
        try {
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(sseText(next.value)));
        } catch {
          // The client left while this item was on its way: nothing to send it to.
        }
      },
      cancel() {
        stream.close();
        void iterator.return?.();
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold the events back in their buffers.
        'X-Accel-Buffering': 'no',
      },
    });
  });
  return app;
}
