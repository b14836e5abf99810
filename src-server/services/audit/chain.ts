/**
 * The audit log's hash chain: each row's `hash` is the hex SHA-256 of its canonical content
 * (id, actor, action, target, the before and after JSON as stored, the time in ms) followed
 * by the previous row's hash (the empty string before the first row). Changing, inserting
 * or deleting a row anywhere but at the end breaks the chain at that row or the next, which
 * `npm run audit:verify` reports. The chain has no secret: it shows tampering by anyone who
 * does not also recompute every later hash.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';

/** An audit row as SQLite stores it (before/after as JSON text, time as ms). */
export interface StoredAuditRow {
  id: number;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: string | null;
  after: string | null;
  created_at: number;
}

/** The previous hash of the first row. */
export const GENESIS_HASH = '';

/** The row's hash: SHA-256 (hex) over its canonical JSON content and `previousHash`. */
export function auditRowHash(row: StoredAuditRow, previousHash: string): string {
  const canonical = JSON.stringify([
    row.id,
    row.actor_id,
    row.action,
    row.target_type,
    row.target_id,
    row.before,
    row.after,
    row.created_at,
  ]);
  return createHash('sha256').update(canonical).update('\n').update(previousHash).digest('hex');
}

const COLUMNS = 'id, actor_id, action, target_type, target_id, before, after, created_at';

/**
 * Seals a log written before the chain existed: when no row has a hash yet, every row gets
 * one, in id order. A log with any hash is left alone, so a hash removed later is reported by
 * the verification, not silently renewed. Runs after the migrations, in one transaction.
 * @returns how many rows were sealed
 */
export function sealAuditChain(db: Db): number {
  const sqlite = db.$client;
  const sealed = sqlite.prepare('select 1 from audit_log where hash is not null limit 1').get();
  if (sealed) return 0;
  const rows = sqlite
    .prepare(`select ${COLUMNS} from audit_log order by id`)
    .all() as StoredAuditRow[];
  if (rows.length === 0) return 0;
  const update = sqlite.prepare('update audit_log set hash = ? where id = ?');
  sqlite.transaction(() => {
    let previous = GENESIS_HASH;
    for (const row of rows) {
      previous = auditRowHash(row, previous);
      update.run(previous, row.id);
    }
  })();
  return rows.length;
}

/** What the verification found: every row intact, or the first broken link. */
export type AuditChainReport =
  | { ok: true; checked: number }
  | { ok: false; checked: number; brokenId: number; reason: string };

/**
 * Walks the audit log in id order and recomputes each row's hash from its content and the
 * previous row's stored hash. Stops at the first row whose hash is missing or differs (its
 * content, or the row before it, was changed, inserted or removed).
 * @returns `checked` is the number of rows found intact before the break (all of them when ok)
 */
export function verifyAuditChain(db: Db): AuditChainReport {
  const rows = db.$client
    .prepare(`select ${COLUMNS}, hash from audit_log order by id`)
    .iterate() as IterableIterator<StoredAuditRow & { hash: string | null }>;
  let previous = GENESIS_HASH;
  let checked = 0;
  for (const row of rows) {
    if (row.hash === null) {
      return { ok: false, checked, brokenId: row.id, reason: 'has no hash' };
    }
    if (auditRowHash(row, previous) !== row.hash) {
      return {
        ok: false,
        checked,
        brokenId: row.id,
        reason: 'does not match its content and the previous row (changed, inserted or removed)',
      };
    }
    previous = row.hash;
    checked += 1;
  }
  return { ok: true, checked };
}
