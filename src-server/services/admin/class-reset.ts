/**
 * Resetting a class to its opening state between lessons, and deleting it afterwards.
 *
 * Money moves only through the ledger: a reset posts ADJUSTMENT entries back to the opening
 * balances, a deletion returns each balance to FUNDING; no posting is ever edited. Students
 * with ledger history are closed (and renamed so their usernames are free again) rather than
 * deleted, so `ledger:verify` keeps every posting it checks.
 */
import { and, eq } from 'drizzle-orm';
import { seal } from '../../auth/sealed';
import { invalidateUserSessions } from '../../auth/session';
import { clearFailures } from '../../auth/throttle';
import { clearProgress } from '../../challenges/store';
import type { Db } from '../../db/client';
import { accounts, classes, creditCards, postings, transfers, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { conflict } from '../../domain/errors';
import { postJournal } from '../../ledger/post';
import { formatCents } from '../../shared/money';
import { recordAudit } from '../audit/record';
import {
  type ClassDto,
  type Credential,
  classRow,
  type HashedPassword,
  studentsOf,
  toClassDto,
} from './classes';
import { openAccountRow, openAccountsOf } from './provisioning';
import { setTransferStatus } from './transfers';

/**
 * Fails every PENDING transfer of `userId`, releasing its hold (the settlement's own rule).
 * @param now business time (the bank's clock): the date its records and audit carry
 */
function failPendingTransfers(db: Db, userId: number, actorId: number, now: Date): void {
  const pending = db
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.userId, userId), eq(transfers.status, 'PENDING')))
    .all();
  for (const t of pending) setTransferStatus(db, t.id, 'FAILED', actorId, now);
}

/**
 * Posts the difference between `target` and the account's balance against FUNDING.
 * @param now business time (the bank's clock): the date its records and audit carry
 */
function adjustTo(
  db: Db,
  account: typeof accounts.$inferSelect,
  target: number,
  actorId: number,
  why: { kind: string; description: string; row: string },
  now: Date,
): number {
  const difference = target - account.balance;
  if (difference === 0) return 0;
  postJournal(db, {
    kind: why.kind,
    description: why.description,
    createdBy: actorId,
    lines: [
      { accountId: account.id, amount: difference, description: why.row, category: 'ADJUSTMENT' },
      { ledger: 'FUNDING', amount: -difference },
    ],
    at: now,
  });
  return difference;
}

/** @param now business time (the bank's clock): the account's closing date */
function closeAccountRow(db: Db, accountId: number, now: Date): void {
  db.update(accounts).set({ closedAt: now }).where(eq(accounts.id, accountId)).run();
  db.update(creditCards).set({ isActive: false }).where(eq(creditCards.accountId, accountId)).run();
}

/**
 * Puts a class back to its opening state: pending transfers fail (holds released), each
 * student's first CHECKING account is adjusted back to the opening deposit and first SAVINGS
 * to 0.00 (ADJUSTMENT entries against FUNDING; postings are never edited), accounts opened
 * since are emptied the same way and closed, PINs are cleared, sign-in locks lifted, every
 * session ends, and each student gets a new generated password to change at first sign-in.
 * History (statement rows, transfers, notifications) stays. Audit CLASS_RESET.
 * @param passwords one per current student, in username order (see studentsForReset)
 * @throws NOT_FOUND for an unknown class; CONFLICT when the students changed meanwhile
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function resetClass(
  db: Db,
  id: number,
  passwords: HashedPassword[],
  key: Buffer,
  actorId: number,
  now: Date,
): { class: ClassDto; credentials: Credential[] } {
  return atomically(db, () => {
    const row = classRow(db, id);
    const students = studentsOf(db, id);
    if (students.length !== passwords.length) {
      throw conflict('The class changed while it was being reset. Please try again');
    }
    const why = {
      kind: 'ADJUSTMENT',
      description: `Class reset: ${row.name}`,
      row: 'Adjustment - class reset',
    };
    const credentials = students.map((student, i) => {
      failPendingTransfers(db, student.id, actorId, now);
      let open = openAccountsOf(db, student.id);
      // An opening account an admin closed meanwhile is opened again, empty.
      for (const type of ['CHECKING', 'SAVINGS'] as const) {
        if (!open.some((a) => a.accountType === type)) {
          openAccountRow(db, student.id, type, 0, actorId, now);
        }
      }
      open = openAccountsOf(db, student.id);
      const checking = open.find((a) => a.accountType === 'CHECKING')!;
      const savings = open.find((a) => a.accountType === 'SAVINGS')!;
      for (const account of open) {
        const target = account.id === checking.id ? row.openingDeposit : 0;
        adjustTo(db, account, target, actorId, why, now);
        if (account.id !== checking.id && account.id !== savings.id) {
          closeAccountRow(db, account.id, now);
        }
      }
      const { password, hash } = passwords[i]!;
      db.update(users)
        .set({
          password: hash,
          mustChangePassword: true,
          initialPasswordSealed: seal(key, password),
          pinHash: null,
        })
        .where(eq(users.id, student.id))
        .run();
      invalidateUserSessions(db, student.id, 'credentials_reset');
      clearFailures(db, 'LOGIN', student.username.toLowerCase());
      clearFailures(db, 'PIN', String(student.id));
      clearFailures(db, 'PASSWORD', String(student.id));
      return {
        username: student.username,
        password,
        name: `${student.firstName} ${student.lastName}`,
      };
    });
    // The students start their challenges again too.
    clearProgress(
      db,
      students.map((s) => s.id),
    );
    recordAudit(db, {
      actorId,
      action: 'CLASS_RESET',
      targetType: 'class',
      targetId: id,
      after: { students: students.length },
      at: now,
    });
    return { class: toClassDto(db, row), credentials };
  });
}

/** How many students a reset of class `id` will issue passwords for. @throws NOT_FOUND */
export function studentsForReset(db: Db, id: number): number {
  classRow(db, id);
  return studentsOf(db, id).length;
}

/**
 * Deletes a class. Pending transfers fail, every balance goes back to FUNDING (a WITHDRAWAL
 * entry per account), accounts are closed and cards blocked. A student with ledger history
 * (postings or transfers) is closed, not deleted, and renamed `<username>.closed<id>` so the
 * username is free for a new class; a student without any is deleted. Audit CLASS_DELETED,
 * with the admin's reason when one is given.
 * @returns how many students were deleted and closed, and the cents returned to FUNDING
 * @throws NOT_FOUND for an unknown class
 * @param now business time (the bank's clock): the date its records and audit carry
 * @param reason why the admin deleted it (at most 200 characters), or null
 */
export function deleteClass(
  db: Db,
  id: number,
  actorId: number,
  now: Date,
  reason: string | null = null,
): { deleted: number; closed: number; returned: string } {
  return atomically(db, () => {
    const row = classRow(db, id);
    const members = db.select().from(users).where(eq(users.classId, id)).all();
    let deleted = 0;
    let closed = 0;
    let returned = 0;
    for (const student of members) {
      failPendingTransfers(db, student.id, actorId, now);
      for (const account of openAccountsOf(db, student.id)) {
        returned -= adjustTo(
          db,
          account,
          0,
          actorId,
          {
            kind: 'WITHDRAWAL',
            description: `Class deleted: ${row.name}`,
            row: 'Balance returned - class closed',
          },
          now,
        );
        closeAccountRow(db, account.id, now);
      }
      invalidateUserSessions(db, student.id);
      const history =
        db
          .select({ id: postings.id })
          .from(postings)
          .innerJoin(accounts, eq(accounts.id, postings.accountId))
          .where(eq(accounts.userId, student.id))
          .limit(1)
          .get() ??
        db
          .select({ id: transfers.id })
          .from(transfers)
          .where(eq(transfers.userId, student.id))
          .limit(1)
          .get();
      if (history) {
        db.update(users)
          .set({
            closedAt: student.closedAt ?? now,
            classId: null,
            initialPasswordSealed: null,
            username: `${student.username}.closed${student.id}`,
            email: `closed${student.id}.${student.email}`.slice(0, 191),
          })
          .where(eq(users.id, student.id))
          .run();
        closed++;
      } else {
        db.delete(users).where(eq(users.id, student.id)).run();
        deleted++;
      }
    }
    db.delete(classes).where(eq(classes.id, id)).run();
    recordAudit(db, {
      actorId,
      action: 'CLASS_DELETED',
      targetType: 'class',
      targetId: id,
      before: { name: row.name, prefix: row.prefix, count: row.count },
      after: { deleted, closed, returned, ...(reason ? { reason } : {}) },
      at: now,
    });
    return { deleted, closed, returned: formatCents(returned) };
  });
}
