/**
 * The audit log: every admin action and every money movement. Written in
 * the same database transaction as the change it records; entries are never updated.
 * Each entry is chained to the one before it by a SHA-256 hash (chain.ts).
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/client';
import type { AuditAction, AuditTargetType } from '../../shared/audit';
import { auditRowHash, GENESIS_HASH, type StoredAuditRow } from './chain';

/** One audit entry to write: who did what to which record, before and after, in business time. */
export interface AuditEntry {
  /** Who did it; null for the system (seed, scheduled work). */
  actorId: number | null;
  /** Verb in SCREAMING_SNAKE: TRANSFER_CREATED, LOGIN, ... (shared/audit.ts lists them all). */
  action: AuditAction;
  /** The kind of record `targetId` names: transfer, user, ... (shared/audit.ts). */
  targetType: AuditTargetType;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  /**
   * When it happened, in business time (the bank's clock, from the request or run that did
   * it), so the trail reads in the same days as the postings it explains.
   */
  at: Date;
}

interface Statements {
  last: Statement<[], { id: number; hash: string | null } | undefined>;
  insert: Statement<[StoredAuditRow & { hash: string }]>;
}

const statements = new WeakMap<Db, Statements>();

function statementsOf(db: Db): Statements {
  let s = statements.get(db);
  if (!s) {
    const sqlite = db.$client;
    const last = sqlite.prepare(
      'select id, hash from audit_log order by id desc limit 1',
    ) as Statements['last'];
    const insert = sqlite.prepare(
      `insert into audit_log (id, actor_id, action, target_type, target_id, before, after, created_at, hash)
       values (@id, @actor_id, @action, @target_type, @target_id, @before, @after, @created_at, @hash)`,
    ) as Statements['insert'];
    s = { last, insert };
    statements.set(db, s);
  }
  return s;
}

const asJson = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Appends one audit entry, chained to the last row (by id): its hash is SHA-256 over its
 * content and that row's hash. The read of the last row and the insert run in one
 * transaction (a savepoint inside the caller's), and the process writes synchronously,
 * so no other entry can come between them.
 */
export function recordAudit(db: Db, entry: AuditEntry): void {
  const { last, insert } = statementsOf(db);
  const sqlite = db.$client;
  const write = () => {
    const previous = last.get();
    const row: StoredAuditRow = {
      id: (previous?.id ?? 0) + 1,
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId === null ? null : String(entry.targetId),
      before: asJson(entry.before),
      after: asJson(entry.after),
      created_at: entry.at.getTime(),
    };
    insert.run({ ...row, hash: auditRowHash(row, previous?.hash ?? GENESIS_HASH) });
  };
  if (sqlite.inTransaction) write();
  else sqlite.transaction(write).immediate();
}
