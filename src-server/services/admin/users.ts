/**
 * Admin user management (/admin/users).
 * Deleting closes the user (sign-in refused, hidden from lists, history kept); a hard delete
 * happens only for a user with no postings.
 */
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import { forgetUserSessions, invalidateUserSessions } from '../../auth/session';
import type { Db } from '../../db/client';
import { accounts, postings, transfers, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { isOn } from '../../defects/switches';
import { Conflict, conflict, notFound } from '../../domain/errors';
import { recordAudit } from '../audit/record';
import { byId, type Page, type PageQuery, tablePage } from '../paging';
import { type ProfileDto, toProfileDto } from '../users/profile';
import { emailTaken } from '../users/taken';

/** A user as the admin lists show it: the profile plus when it was closed (ISO 8601) or null. */
export type AdminUser = ProfileDto & { closedAt: string | null };

type UserRow = typeof users.$inferSelect;

const toAdmin = (row: UserRow): AdminUser => ({
  ...toProfileDto(row),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/**
 * One page of users by id (oldest first), with the count; searched (name, email, username)
 * and with closed ones on request.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listUsers(
  db: Db,
  q: PageQuery & { search?: string; includeClosed?: boolean },
): Page<AdminUser> {
  const conditions = [];
  if (!q.includeClosed) conditions.push(isNull(users.closedAt));
  if (q.search && isOn(db, 'admin-users-search-case-sensitive')) {
    // Planted defect (bug hunt): GLOB compares case sensitively where LIKE does not.
    const p = `*${q.search.replace(/[*?[\]]/g, (m) => `[${m}]`)}*`;
    conditions.push(
      or(
        sql`${users.firstName} glob ${p}`,
        sql`${users.lastName} glob ${p}`,
        sql`${users.email} glob ${p}`,
        sql`${users.username} glob ${p}`,
      ),
    );
  } else if (q.search) {
    const p = `%${q.search.replace(/[%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(
      or(
        like(users.firstName, p),
        like(users.lastName, p),
        like(users.email, p),
        like(users.username, p),
      ),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return tablePage(db, users, where, byId<UserRow>(users.id, 'asc'), q, toAdmin);
}

/** One user (closed ones too). @throws NOT_FOUND */
export function getUser(db: Db, id: number): AdminUser {
  const row = db.select().from(users).where(eq(users.id, id)).get();
  if (!row) throw notFound('User');
  return toAdmin(row);
}

/**
 * Updates names, email, phone, verified flag and role. An admin cannot take away their own
 * admin role (another admin can): the bank is never left without an admin by one slip, and
 * as the one acting is an admin, demoting anyone else always leaves one.
 * @param now business time (the bank's clock): the audit entry's date
 * @throws NOT_FOUND; CONFLICT when the email belongs to another user, or (code OWN_ROLE) when
 *   the admin acting would remove their own admin role
 */
export function updateUser(
  db: Db,
  id: number,
  patch: {
    firstName?: string;
    lastName?: string;
    email?: string;
    phone?: string | null;
    verified?: boolean;
    role?: 'USER' | 'ADMIN';
  },
  actorId: number,
  now: Date,
): AdminUser {
  return atomically(db, () => {
    const before = db.select().from(users).where(eq(users.id, id)).get();
    if (!before) throw notFound('User');
    if (id === actorId && before.role === 'ADMIN' && patch.role === 'USER') {
      throw new Conflict('You cannot remove your own admin role: ask another admin', 'OWN_ROLE');
    }
    if (patch.email && patch.email !== before.email) {
      if (emailTaken(db, patch.email, id)) {
        throw conflict('This email address is used by another user');
      }
    }
    // Nothing to change (an empty PATCH) is not an error: answer the user as it is.
    if (Object.keys(patch).length === 0) return toAdmin(before);
    const after = db.update(users).set(patch).where(eq(users.id, id)).returning().get()!;
    // A new role or name reaches the user's open sessions at their next request.
    forgetUserSessions(db, id);
    recordAudit(db, {
      actorId,
      action: 'USER_UPDATED',
      targetType: 'user',
      targetId: id,
      before: toAdmin(before),
      after: toAdmin(after),
      at: now,
    });
    return toAdmin(after);
  });
}

/**
 * Deletes a user: a hard delete when they have no postings or transfers, otherwise closes them
 * (sign-in refused, sessions ended, history kept).
 * @returns what happened
 * @throws NOT_FOUND; CONFLICT for the admin's own account
 * @param now business time (the bank's clock): the date its records and audit carry
 * @param reason why the admin deletes the user, kept in the audit entry (null: none given)
 */
export function deleteUser(
  db: Db,
  id: number,
  actorId: number,
  now: Date,
  reason: string | null = null,
): { result: 'CLOSED' | 'DELETED' } {
  if (id === actorId) throw conflict('You cannot delete your own account');
  return atomically(db, () => {
    const before = db.select().from(users).where(eq(users.id, id)).get();
    if (!before) throw notFound('User');
    const hasPostings = db
      .select({ id: postings.id })
      .from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .where(eq(accounts.userId, id))
      .limit(1)
      .get();
    const hasTransfers = db
      .select({ id: transfers.id })
      .from(transfers)
      .where(eq(transfers.userId, id))
      .limit(1)
      .get();
    invalidateUserSessions(db, id);
    if (hasPostings || hasTransfers) {
      db.update(users).set({ closedAt: now }).where(eq(users.id, id)).run();
      recordAudit(db, {
        actorId,
        action: 'USER_CLOSED',
        targetType: 'user',
        targetId: id,
        before: toAdmin(before),
        after: reason ? { reason } : undefined,
        at: now,
      });
      return { result: 'CLOSED' as const };
    }
    db.delete(users).where(eq(users.id, id)).run();
    recordAudit(db, {
      actorId,
      action: 'USER_DELETED',
      targetType: 'user',
      targetId: id,
      before: toAdmin(before),
      after: reason ? { reason } : undefined,
      at: now,
    });
    return { result: 'DELETED' as const };
  });
}
