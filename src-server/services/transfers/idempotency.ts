/**
 * Idempotency keys for money movements, as Stripe defines them: the same key with the same
 * request returns the first answer without doing the work again; the same key with another
 * request is a 409. Keys are kept 24 hours. The key is stored in the same database
 * transaction as the work, so a failed attempt leaves no key behind and can be retried.
 */
import { hash } from 'node:crypto';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, lt, sql } from 'drizzle-orm';
import { realNow } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { badRequest, conflict } from '../../domain/errors';
import { IDEMPOTENCY_KEY_PATTERN } from '../../shared/dto/transfers';

/** How long a key answers repeats (milliseconds): 24 hours, as Stripe keeps them. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired keys are swept at most this often; a lookup ignores an expired key by itself. */
const PURGE_INTERVAL_MS = 60 * 1000;
const lastPurge = new WeakMap<Db, number>();

const p = sql.placeholder;
const statements = (db: Db) => ({
  find: prepared(db, 'idempotency.find', (d) =>
    d
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, p('userId')), eq(idempotencyKeys.key, p('key'))))
      .prepare(),
  ),
  remove: prepared(db, 'idempotency.remove', (d) =>
    d
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, p('userId')), eq(idempotencyKeys.key, p('key'))))
      .prepare(),
  ),
  insert: prepared(db, 'idempotency.insert', (d) =>
    d
      .insert(idempotencyKeys)
      .values({
        userId: p('userId'),
        key: p('key'),
        scope: p('scope'),
        requestHash: p('requestHash'),
        responseStatus: p('responseStatus'),
        responseBody: p('responseBody'),
        createdAt: p('createdAt'),
      })
      .prepare(),
  ),
});

/**
 * Deletes keys older than 24 hours, at most once a minute per connection: the sweep reads
 * the whole table, and on every keyed request it would cost more than the work it guards.
 * @param now real time (clock/real-time.ts): keys expire by the wall clock
 */
function purgeExpiredKeys(db: Db, now: Date): void {
  const last = lastPurge.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PURGE_INTERVAL_MS) return;
  lastPurge.set(db, now.getTime());
  db.delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)))
    .run();
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * Runs `work` once per (user, key): a repeat with the same `scope` and `request` returns
 * the stored answer. Without a key, just runs `work`.
 * @param key the Idempotency-Key header (1 to 255 visible characters), or null
 * @param onReplay called when the stored answer is returned (the caller marks the answer
 *   `Idempotent-Replayed: true`); `onConflict` just before the 409 for a reused key
 * @throws BAD_REQUEST for a malformed key; CONFLICT when the key was used for another request
 */
export function withIdempotency<T>(
  db: Db,
  options: {
    userId: number;
    key: string | null;
    scope: string;
    request: unknown;
    onReplay?: () => void;
    onConflict?: () => void;
  },
  work: () => T,
  now: Date = realNow(),
): T {
  const { userId, key, scope } = options;
  if (key === null) return work();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
  }
  const requestHash = encodeHexLowerCase(hash('sha256', canonical(options.request), 'buffer'));
  return atomically(db, () => {
    purgeExpiredKeys(db, now);
    const s = statements(db);
    const seen = s.find.get({ userId, key });
    const fresh = seen !== undefined && seen.createdAt.getTime() > now.getTime() - KEY_TTL_MS;
    if (seen && !fresh) s.remove.run({ userId, key });
    if (seen && fresh) {
      if (seen.scope !== scope || seen.requestHash !== requestHash) {
        options.onConflict?.();
        throw conflict('This Idempotency-Key was already used for a different request');
      }
      options.onReplay?.();
      return JSON.parse(seen.responseBody) as T;
    }
    const result = work();
    s.insert.run({
      userId,
      key,
      scope,
      requestHash,
      responseStatus: 200,
      responseBody: JSON.stringify(result),
      createdAt: now,
    });
    return result;
  });
}
