/**
 * Whether a sign-in name or an email address is already someone's, compared without case:
 * `Jane` beside `jane`, or `Jane@Example.com` beside `jane@example.com`, would be two
 * customers an admin (or a phishing message) cannot tell apart. SQLite's `lower()` folds
 * ASCII letters, which is all a username may hold; both reads are served by the expression
 * indexes `users_username_lower_idx` and `users_email_lower_idx`. A bank file made before
 * this rule may hold such a pair; they stay, and no new one is made.
 */
import { and, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const lowerUsername = sql`lower(${users.username})`;
const lowerEmail = sql`lower(${users.email})`;

/** True when `value` matches the column `lower` (case folded), leaving out user `exceptId`. */
function taken(db: Db, lower: SQL, value: string, exceptId?: number): boolean {
  const same = sql`${lower} = lower(${value})`;
  const where = exceptId === undefined ? same : and(same, ne(users.id, exceptId));
  return db.select({ id: users.id }).from(users).where(where).limit(1).get() !== undefined;
}

/**
 * True when a user other than `exceptId` has the username `username`, compared without case.
 */
export function usernameTaken(db: Db, username: string, exceptId?: number): boolean {
  return taken(db, lowerUsername, username, exceptId);
}

/**
 * True when a user other than `exceptId` has the email address `email`, compared without case.
 */
export function emailTaken(db: Db, email: string, exceptId?: number): boolean {
  return taken(db, lowerEmail, email, exceptId);
}

/**
 * The existing usernames that any of `usernames` would duplicate, compared without case,
 * in the spelling they are stored with (sorted), for a class created in one go.
 */
export function takenUsernames(db: Db, usernames: string[]): string[] {
  if (usernames.length === 0) return [];
  return db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        lowerUsername,
        usernames.map((u) => u.toLowerCase()),
      ),
    )
    .orderBy(users.username)
    .all()
    .map((r) => r.username);
}

/** The only user whose column `lower` (case folded) equals `value` folded; none for two. */
function only(db: Db, lower: SQL, value: string): typeof users.$inferSelect | undefined {
  const found = db.select().from(users).where(sql`${lower} = lower(${value})`).limit(2).all();
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The only user whose username is `username` without regard to case, or undefined (none, or
 * two in a bank file made before usernames were unique without case).
 */
export function onlyUserByUsername(db: Db, username: string) {
  return only(db, lowerUsername, username);
}

/**
 * The only user whose email address is `email` without regard to case, or undefined (none,
 * or two in a bank file made before addresses were unique without case).
 */
export function onlyUserByEmail(db: Db, email: string) {
  return only(db, lowerEmail, email);
}
