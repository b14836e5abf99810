/**
 * Classes: a trainer creates a whole class of students in one action, hands out a credentials
 * sheet, resets the class to its opening state between lessons, and deletes it afterwards.
 *
 * Money moves only through the ledger: the opening deposit is a DEPOSIT from FUNDING, a reset
 * posts ADJUSTMENT entries back to the opening balances, a deletion returns each balance to
 * FUNDING; no posting is ever edited. Students with ledger history are closed (and renamed so
 * their usernames are free again) rather than deleted, so `ledger:verify` keeps every posting
 * it checks. Generated passwords are hashed (argon2id) and kept sealed (auth/sealed.ts) only
 * until each student chooses their own.
 */

import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { seal, unseal } from '../../auth/sealed';
import { invalidateUserSessions } from '../../auth/session';
import { clearFailures } from '../../auth/throttle';
import { clearProgress } from '../../challenges/store';
import type { Db } from '../../db/client';
import { accounts, classes, creditCards, postings, transfers, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { conflict, notFound } from '../../domain/errors';
import { postJournal } from '../../ledger/post';
import { formatCents } from '../../shared/money';
import { recordAudit } from '../audit/record';
import { byId, type Page, type PageQuery, tablePage } from '../paging';
import { createCustomer, openAccountRow, openAccountsOf } from './provisioning';
import { setTransferStatus } from './transfers';

type ClassRow = typeof classes.$inferSelect;
type UserRow = typeof users.$inferSelect;

export interface ClassDto {
  id: number;
  name: string;
  prefix: string;
  count: number;
  students: number;
  openingDeposit: string;
  createdAt: string;
}

export interface Credential {
  username: string;
  /** The generated password; empty once the student chose their own. */
  password: string;
  name: string;
}

/** A class's students' usernames: prefix + number, zero-padded to 2 digits (more past 99). */
export function studentUsernames(prefix: string, count: number): string[] {
  const width = Math.max(2, String(count).length);
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(width, '0')}`);
}

/** "student", "student07" → "Student 07": the name on the sheet and the account. */
function studentName(prefix: string, username: string): string {
  const number = username.slice(prefix.length);
  return `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${number}`;
}

function classRow(db: Db, id: number): ClassRow {
  const row = db.select().from(classes).where(eq(classes.id, id)).get();
  if (!row) throw notFound('Class');
  return row;
}

function studentsOf(db: Db, classId: number): UserRow[] {
  return db
    .select()
    .from(users)
    .where(and(eq(users.classId, classId), isNull(users.closedAt)))
    .orderBy(asc(users.username))
    .all();
}

function toClassDto(db: Db, row: ClassRow): ClassDto {
  const students =
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.classId, row.id), isNull(users.closedAt)))
      .get()?.n ?? 0;
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    count: row.count,
    students,
    openingDeposit: formatCents(row.openingDeposit),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Refuses a class whose usernames are taken, before any slow work (hashing) is done.
 * @throws CONFLICT (409) naming up to five taken usernames
 */
export function assertUsernamesFree(db: Db, usernames: string[]): void {
  const taken = db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, usernames))
    .orderBy(asc(users.username))
    .all()
    .map((r) => r.username);
  if (taken.length) {
    const shown = taken.slice(0, 5).join(', ') + (taken.length > 5 ? ', …' : '');
    throw conflict(`prefix: these usernames are already taken: ${shown}. Choose another prefix`);
  }
}

/** A generated password and its argon2id hash (hashed by the caller, outside the transaction). */
export interface HashedPassword {
  password: string;
  hash: string;
}

/**
 * Creates the class and its students in one transaction: each student `<prefix>NN` is a
 * verified customer with CHECKING (`openingDeposit` cents from FUNDING) and SAVINGS, who must
 * change the generated password at first sign-in. Audit CLASS_CREATED (and USER_CREATED each).
 * @param passwords one per student, in username order
 * @param key the sealing key for the credentials sheet
 * @returns the class and the sheet (username, password, name), usernames ascending
 * @throws CONFLICT (409) when a username is taken
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function createClass(
  db: Db,
  input: { name: string; prefix: string; count: number; openingDeposit: number },
  passwords: HashedPassword[],
  key: Buffer,
  actorId: number,
  now: Date,
): { class: ClassDto; credentials: Credential[] } {
  return atomically(db, () => {
    const usernames = studentUsernames(input.prefix, input.count);
    assertUsernamesFree(db, usernames);
    const row = db
      .insert(classes)
      .values({
        name: input.name,
        prefix: input.prefix,
        count: input.count,
        openingDeposit: input.openingDeposit,
        createdBy: actorId,
        createdAt: now,
      })
      .returning()
      .get();
    const credentials = usernames.map((username, i) => {
      const { password, hash } = passwords[i]!;
      const name = studentName(input.prefix, username);
      createCustomer(
        db,
        {
          name,
          username,
          email: `${username}.class${row.id}@students.example`,
          accounts: [
            { type: 'CHECKING', openingDeposit: input.openingDeposit },
            { type: 'SAVINGS', openingDeposit: 0 },
          ],
          debitCard: false,
        },
        hash,
        actorId,
        { classId: row.id, initialPasswordSealed: seal(key, password) },
        now,
      );
      return { username, password, name };
    });
    recordAudit(db, {
      actorId,
      action: 'CLASS_CREATED',
      targetType: 'class',
      targetId: row.id,
      after: {
        name: row.name,
        prefix: row.prefix,
        count: row.count,
        openingDeposit: row.openingDeposit,
      },
      at: now,
    });
    return { class: toClassDto(db, row), credentials };
  });
}

/**
 * One page of classes, newest first, with the count and each class's current students.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listClasses(db: Db, q: PageQuery): Page<ClassDto> {
  return tablePage(db, classes, undefined, byId<ClassRow>(classes.id, 'desc'), q, (row: ClassRow) =>
    toClassDto(db, row),
  );
}

/** One class with its students (who still must change their password). @throws NOT_FOUND */
export function classDetail(
  db: Db,
  id: number,
): ClassDto & {
  studentList: { id: number; username: string; name: string; initialCredentialsActive: boolean }[];
} {
  const row = classRow(db, id);
  return {
    ...toClassDto(db, row),
    studentList: studentsOf(db, id).map((s) => ({
      id: s.id,
      username: s.username,
      name: `${s.firstName} ${s.lastName}`,
      initialCredentialsActive: s.mustChangePassword,
    })),
  };
}

/**
 * The credentials sheet: every current student by username, with the generated password
 * while the student has not chosen their own (empty after, or when the sealing key changed).
 * @throws NOT_FOUND for an unknown class
 */
export function classCredentials(db: Db, id: number, key: Buffer): Credential[] {
  classRow(db, id);
  return studentsOf(db, id).map((s) => ({
    username: s.username,
    password: s.initialPasswordSealed ? (unseal(key, s.initialPasswordSealed) ?? '') : '',
    name: `${s.firstName} ${s.lastName}`,
  }));
}

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
      invalidateUserSessions(db, student.id);
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
 * username is free for a new class; a student without any is deleted. Audit CLASS_DELETED.
 * @returns how many students were deleted and closed, and the cents returned to FUNDING
 * @throws NOT_FOUND for an unknown class
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function deleteClass(
  db: Db,
  id: number,
  actorId: number,
  now: Date,
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
      after: { deleted, closed, returned },
      at: now,
    });
    return { deleted, closed, returned: formatCents(returned) };
  });
}
