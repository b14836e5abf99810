/**
 * One open event stream of a signed-in viewer, shared by the two transports (the REST
 * `GET /api/events` and the tRPC `events.stream` subscription): the events the bus delivers,
 * in order, after the ones missed since Last-Event-ID; a heartbeat tick every
 * `heartbeatMs`, at which the stream also checks that its session (or API token) still
 * holds; the end after a `session` event.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessionState } from '../auth/session';
import { realNow } from '../clock/real-time';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { apiTokens } from '../db/schema';
import type { SessionEndReason } from '../shared/dto/events';
import { eventBusOf, type StampedEvent } from './bus';
import { noteSessionsEnded } from './collect';

/** The heartbeat a stream sends when none is given: a comment line every 15 s. */
export const HEARTBEAT_MS = 15_000;

/** What a stream yields: an event, or a heartbeat tick (a comment line on the wire). */
export type StreamItem = StampedEvent | { type: 'heartbeat' };

/** Who opened the stream. */
export interface Viewer {
  userId: number;
  role: string;
  /** The session id, or an API token's stand-in `token:<id>`. */
  sessionId: string;
  /** The API token's id for a bearer stream, else null. */
  tokenId: string | null;
}

/**
 * Why the viewer's session or token no longer holds, or null while it does. Reading it never
 * extends the session: an open stream is not activity.
 * @param now real time (clock/real-time.ts): sessions expire by the wall clock
 */
function endedBecause(db: Db, viewer: Viewer, now: Date): SessionEndReason | null {
  if (viewer.tokenId) {
    const live = prepared(db, 'events.tokenLive', (d) =>
      d
        .select({ id: apiTokens.id })
        .from(apiTokens)
        .where(
          and(
            eq(apiTokens.id, sql.placeholder('id')),
            isNull(apiTokens.revokedAt),
            gt(apiTokens.expiresAt, sql.placeholder('now')),
          ),
        )
        .prepare(),
    ).get({ id: viewer.tokenId, now: now.getTime() });
    return live ? null : 'revoked';
  }
  const state = sessionState(db, viewer.sessionId, now);
  return state === 'live' ? null : state === 'idle' ? 'idle' : 'revoked';
}

/**
 * Opens a stream for `viewer`.
 * @param options.lastEventId the last id the client saw (Last-Event-ID), or null
 * @param options.heartbeatMs ms between heartbeats and session checks (default 15 s)
 * @throws Throttled (429) when the viewer's user already has 5 streams open
 */
export function openEventStream(
  db: Db,
  viewer: Viewer,
  options: { lastEventId: number | null; heartbeatMs?: number },
): EventStream {
  return new EventStream(db, viewer, options.lastEventId, options.heartbeatMs ?? HEARTBEAT_MS);
}

/** An open stream: iterate it (once) for its items; `close()` when the client leaves. */
export class EventStream implements AsyncIterable<StreamItem> {
  private readonly queue: StreamItem[] = [];
  private wake: (() => void) | null = null;
  private ended = false;
  private readonly unsubscribe: () => void;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
    lastEventId: number | null,
    heartbeatMs: number,
  ) {
    const { missed, unsubscribe } = eventBusOf(db).subscribe(
      {
        userId: viewer.userId,
        sessionId: viewer.sessionId,
        admin: viewer.role === 'ADMIN',
        deliver: (event) => this.push(event),
        end: () => this.finish(),
      },
      lastEventId,
    );
    this.unsubscribe = unsubscribe;
    this.queue.push(...missed);
    this.timer = setInterval(() => this.beat(), heartbeatMs);
    // A heartbeat alone must not keep a process (or a test run) alive.
    this.timer.unref?.();
  }

  private push(item: StreamItem): void {
    if (this.ended) return;
    this.queue.push(item);
    this.wake?.();
  }

  private beat(): void {
    const reason = endedBecause(this.db, this.viewer, realNow());
    if (reason === null) {
      this.push({ type: 'heartbeat' });
      return;
    }
    // Tells every stream of this session (a timed-out session was already told by its
    // deletion); then makes sure this one ends too.
    if (reason !== 'idle') noteSessionsEnded(this.db, [this.viewer.sessionId], reason);
    if (!this.ended) {
      this.push({ type: 'session', data: { ended: true, reason }, id: 0 });
      this.finish();
    }
  }

  /** Stops listening; the iteration ends after what is already queued. */
  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.timer);
    this.unsubscribe();
    this.wake?.();
  }

  /** Closes the stream (the client went away); idempotent. */
  close(): void {
    this.queue.length = 0;
    this.finish();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<StreamItem> {
    try {
      for (;;) {
        const item = this.queue.shift();
        if (item) {
          yield item;
          continue;
        }
        if (this.ended) return;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = null;
      }
    } finally {
      this.close();
    }
  }
}
