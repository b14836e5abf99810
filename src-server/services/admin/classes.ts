/**
 * Classes: a trainer creates a whole class of students in one action and hands out a
 * credentials sheet; resetting and deleting a class are in class-reset.ts.
 *
 * Money moves only through the ledger: the opening deposit is a DEPOSIT from FUNDING, a reset
 * posts ADJUSTMENT entries back to the opening balances, a deletion returns each balance to
 * FUNDING; no posting is ever edited. Students with ledger history are closed (and renamed so
 * their usernames are free again) rather than deleted, so `ledger:verify` keeps every posting
 * it checks. Generated passwords are hashed (argon2id) and kept sealed (auth/sealed.ts) only
 * until each student chooses their own.
 */

import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { loginSubject } from '../../auth/login';
import { seal, unseal } from '../../auth/sealed';
import { isThrottled } from '../../auth/throttle';
import { realNow } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { classes, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { conflict, notFound } from '../../domain/errors';
import { formatCents } from '../../shared/money';
import { recordAudit } from '../audit/record';
import { byId, type Page, type PageQuery, tablePage } from '../paging';
import { takenUsernames } from '../users/taken';
import { createCustomer } from './provisioning';

type ClassRow = typeof classes.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A class as the API carries it (see ClassSchema): openingDeposit a two-decimal string. */
export interface ClassDto {
  id: number;
  name: string;
  prefix: string;
  count: number;
  students: number;
  openingDeposit: string;
  createdAt: string;
}

/** One line of a class's credentials sheet (username, generated password, display name). */
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

/** The class `id`'s row. @throws NOT_FOUND for an unknown class */
export function classRow(db: Db, id: number): ClassRow {
  const row = db.select().from(classes).where(eq(classes.id, id)).get();
  if (!row) throw notFound('Class');
  return row;
}

/** The class's current students (not closed), in username order. */
export function studentsOf(db: Db, classId: number): UserRow[] {
  return db
    .select()
    .from(users)
    .where(and(eq(users.classId, classId), isNull(users.closedAt)))
    .orderBy(asc(users.username))
    .all();
}

/** A class as the API carries it, with its current student count. */
export function toClassDto(db: Db, row: ClassRow): ClassDto {
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
  const taken = takenUsernames(db, usernames);
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

/**
 * One class with its students: who still must change their password, and whose sign-in is
 * locked now (5 failed sign-ins within 15 minutes), so the trainer sees whom to unlock.
 * @throws NOT_FOUND
 */
export function classDetail(
  db: Db,
  id: number,
): ClassDto & {
  studentList: {
    id: number;
    username: string;
    name: string;
    initialCredentialsActive: boolean;
    signInLocked: boolean;
  }[];
} {
  const row = classRow(db, id);
  // The sign-in limits count real minutes, not the bank's business time.
  const now = realNow();
  return {
    ...toClassDto(db, row),
    studentList: studentsOf(db, id).map((s) => ({
      id: s.id,
      username: s.username,
      name: `${s.firstName} ${s.lastName}`,
      initialCredentialsActive: s.mustChangePassword,
      signInLocked: isThrottled(db, 'LOGIN', loginSubject(s.username), now),
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
