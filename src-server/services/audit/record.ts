/**
 * The audit log: every admin action and every money movement. Written in
 * the same database transaction as the change it records; entries are never updated.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** Who did it; null for the system (seed, scheduled work). */
  actorId: number | null;
  /** Verb in SCREAMING_SNAKE: TRANSFER_CREATED, LOGIN, ... */
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  at?: Date;
}

/** Appends one audit entry. */
export function recordAudit(db: Db, entry: AuditEntry): void {
  const p = sql.placeholder;
  prepared(db, 'audit.insert', (d) =>
    d
      .insert(auditLog)
      .values({
        actorId: p('actorId'),
        action: p('action'),
        targetType: p('targetType'),
        targetId: p('targetId'),
        before: p('before'),
        after: p('after'),
        createdAt: p('createdAt'),
      })
      .prepare(),
  ).run({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at ?? new Date(),
  });
}
