/**
 * The in-process event bus of one bank: who is listening (open streams, by user and by
 * session), the recent events of each listening user (for resuming with Last-Event-ID), and
 * delivery. One process may serve several banks, each with its own database, so there is no
 * global bus: `eventBusOf(db)` keys one bus by its Db object.
 *
 * Events are only published after their transaction committed (events/collect.ts); the bus
 * itself knows nothing about the database.
 */

import { realNowMs } from '../clock/real-time';
import type { Db } from '../db/client';
import { Throttled } from '../domain/errors';
import type { BankEvent, SessionEndReason } from '../shared/dto/events';

/** An event with the id the stream sends as `id:` (grows by one per event of the bus). */
export type StampedEvent = BankEvent & { id: number };

/** Open streams one user may have at once (browser tabs, scripts). */
export const MAX_STREAMS_PER_USER = 5;
/** Recent events kept per listening user for a reconnecting stream. */
export const RECENT_EVENTS_KEPT = 100;
/** How long a user's recent events are kept after their last stream closed, in ms. */
export const RESUME_WINDOW_MS = 5 * 60 * 1000;

/** One open stream, as the bus sees it. */
export interface Listener {
  userId: number;
  /** The session (or an API token's stand-in, `token:<id>`) that opened it. */
  sessionId: string;
  /** Admins also hear every customer's transfer events (their queues show them). */
  admin: boolean;
  /** Called synchronously for each event; a `session` event is the last one. */
  deliver(event: StampedEvent): void;
  /** Called once when the bus ends the stream (after its `session` event). */
  end(): void;
}

/**
 * A consumer of every event of the bank, whoever listens (the webhooks): told of each event
 * as it is published, with its owner. `wants(userId)` says whether the bus should build
 * events for a user no stream listens for; `active()` whether it wants any at all.
 */
export interface EventTap {
  active(): boolean;
  wants(userId: number): boolean;
  receive(userId: number, event: StampedEvent, toAdmins: boolean): void;
  /** The whole bank was replaced (demo reset). */
  reset(): void;
}

interface UserState {
  listeners: Set<Listener>;
  recent: StampedEvent[];
  admin: boolean;
  /** When the last listener left (ms), or null while one is open. */
  idleSince: number | null;
}

/** The listeners and recent events of one bank. */
export class EventBus {
  private readonly users = new Map<number, UserState>();
  private readonly taps = new Set<EventTap>();
  // Starts from the clock, so ids after a restart are above those sent before it and a
  // stale Last-Event-ID replays nothing twice.
  private nextId = realNowMs();

  /**
   * Opens a listener.
   * @param lastEventId the last event id the client saw (Last-Event-ID), or null
   * @returns the kept events of this user after `lastEventId` (empty without one), to be
   *   sent before any new event, and the function that closes the listener
   * @throws Throttled (429) when the user already has MAX_STREAMS_PER_USER open streams
   */
  subscribe(
    listener: Listener,
    lastEventId: number | null,
    now = realNowMs(),
  ): { missed: StampedEvent[]; unsubscribe: () => void } {
    this.forgetIdle(now);
    let state = this.users.get(listener.userId);
    if (state && state.listeners.size >= MAX_STREAMS_PER_USER) {
      throw new Throttled(
        `At most ${MAX_STREAMS_PER_USER} event streams may be open at once; close one first.`,
        5,
        { name: 'event_streams', quota: MAX_STREAMS_PER_USER, windowSeconds: 5 },
      );
    }
    if (!state) {
      state = { listeners: new Set(), recent: [], admin: listener.admin, idleSince: null };
      this.users.set(listener.userId, state);
    }
    state.listeners.add(listener);
    state.admin ||= listener.admin;
    state.idleSince = null;
    const missed = lastEventId === null ? [] : state.recent.filter((e) => e.id > lastEventId);
    const owner = state;
    let open = true;
    return {
      missed,
      unsubscribe: () => {
        if (!open) return;
        open = false;
        owner.listeners.delete(listener);
        if (owner.listeners.size === 0) owner.idleSince = realNowMs();
      },
    };
  }

  /** Adds a tap that hears every event (once per tap object). */
  addTap(tap: EventTap): void {
    this.taps.add(tap);
  }

  /** True when some user listens or may resume, or a tap wants events: publishing is worth its reads. */
  hasListeners(): boolean {
    if (this.users.size > 0) return true;
    for (const tap of this.taps) if (tap.active()) return true;
    return false;
  }

  /** True when `userId` listens or may resume, or a tap wants their events. */
  tracks(userId: number): boolean {
    if (this.users.has(userId)) return true;
    for (const tap of this.taps) if (tap.wants(userId)) return true;
    return false;
  }

  /** Open streams of `userId` (for tests and the limit). */
  openStreams(userId: number): number {
    return this.users.get(userId)?.listeners.size ?? 0;
  }

  /**
   * Sends `event` to `userId` (kept for resuming), and with `toAdmins` also to every
   * listening admin. A user nobody listens for is skipped.
   */
  publish(userId: number, event: BankEvent, toAdmins = false): void {
    const stamped = { ...event, id: this.nextId++ } as StampedEvent;
    const targets = new Set<UserState>();
    const owner = this.users.get(userId);
    if (owner) targets.add(owner);
    if (toAdmins) for (const state of this.users.values()) if (state.admin) targets.add(state);
    for (const state of targets) {
      state.recent.push(stamped);
      if (state.recent.length > RECENT_EVENTS_KEPT) state.recent.shift();
      for (const listener of [...state.listeners]) listener.deliver(stamped);
    }
    for (const tap of this.taps) {
      try {
        tap.receive(userId, stamped, toAdmins);
      } catch (error) {
        console.error('An event tap failed:', error);
      }
    }
  }

  /**
   * Ends the streams opened by the sessions `sessionIds`: each gets a `session` event with
   * `reason`, then closes. Not kept for resuming: the session is gone.
   */
  endSessions(sessionIds: readonly string[], reason: SessionEndReason): void {
    const ids = new Set(sessionIds);
    for (const state of this.users.values()) {
      for (const listener of [...state.listeners]) {
        if (ids.has(listener.sessionId)) this.endListener(listener, reason);
      }
    }
  }

  /** Ends every stream with `reason` and forgets every kept event (the demo reset). */
  endAll(reason: SessionEndReason): void {
    for (const state of this.users.values()) {
      for (const listener of [...state.listeners]) this.endListener(listener, reason);
    }
    this.users.clear();
    for (const tap of this.taps) tap.reset();
  }

  private endListener(listener: Listener, reason: SessionEndReason): void {
    listener.deliver({ type: 'session', data: { ended: true, reason }, id: this.nextId++ });
    listener.end();
  }

  /** Drops the kept events of users whose last stream closed longer ago than the window. */
  private forgetIdle(now: number): void {
    for (const [userId, state] of this.users) {
      if (state.idleSince !== null && now - state.idleSince > RESUME_WINDOW_MS) {
        this.users.delete(userId);
      }
    }
  }
}

const buses = new WeakMap<Db, EventBus>();

/** The event bus of the bank whose database is `db` (made on first use). */
export function eventBusOf(db: Db): EventBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new EventBus();
    buses.set(db, bus);
  }
  return bus;
}
