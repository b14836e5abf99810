/**
 * The transaction PIN:
 * 4 to 6 digits, stored as an argon2id hash. Verifying it is a step-up: the session counts
 * as verified for 5 minutes, which LOCAL and WIRE transfers require.
 */
import { eq } from 'drizzle-orm';
import { tokenIdOfSession } from '../../auth/api-token';
import { hashSecret, verifySecret } from '../../auth/password';
import { forgetSession, type SessionRow } from '../../auth/session';
import { assertNotThrottled, clearFailures, recordFailure } from '../../auth/throttle';
import { realNow } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { apiTokens, sessions, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { forbidden, InvalidInput, notFound, StepUpRequired } from '../../domain/errors';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { messagePinChanged } from '../outbox/messages';

/** How long a verified PIN counts for money movements in the same session. */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;

/** What proves a PIN change: the current PIN, or the account password while no PIN is set. */
export interface PinChangeProof {
  currentPin?: string | undefined;
  currentPassword?: string | undefined;
}

/**
 * Sets or changes the PIN of `userId` (the new PIN is already checked: 4 to 6 digits). A
 * user with a PIN proves it with `currentPin`; a user without one with `currentPassword`.
 * A wrong proof counts towards the PIN throttle and is audit-logged.
 * @throws NOT_FOUND when the user does not exist; INVALID (400, a field issue) when the
 *   proof the user needs is missing; FORBIDDEN (403) when it is wrong; THROTTLED (429)
 *   after 5 wrong PINs or passwords in 15 minutes
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export async function changePin(
  db: Db,
  userId: number,
  pin: string,
  proof: PinChangeProof,
  at: Date,
  now: Date = realNow(),
): Promise<void> {
  const subject = String(userId);
  assertNotThrottled(db, 'PIN', subject, now);
  const row = db
    .select({ pinHash: users.pinHash, password: users.password })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row) throw notFound('User');
  const field = row.pinHash ? 'currentPin' : 'currentPassword';
  const given = row.pinHash ? proof.currentPin : proof.currentPassword;
  if (!given) {
    const message = row.pinHash
      ? 'Enter your current transaction PIN'
      : 'Enter your account password (you have no PIN yet)';
    throw new InvalidInput(`${field}: ${message}`, undefined, [
      { path: [field], code: 'custom', message },
    ]);
  }
  if (!(await verifySecret(row.pinHash ?? row.password, given))) {
    recordFailure(db, 'PIN', subject, now);
    recordAudit(db, {
      actorId: userId,
      action: 'PIN_CHANGE_REFUSED',
      targetType: 'user',
      targetId: userId,
      after: { proof: field },
      at: at,
    });
    throw forbidden(
      row.pinHash
        ? 'The current transaction PIN is not correct'
        : 'The account password is not correct',
    );
  }
  clearFailures(db, 'PIN', subject);
  await setPin(db, userId, pin, field, at);
}

/**
 * Writes the PIN of `userId` without asking for a proof (changePin asks for one first).
 * @param proof what the user proved the change with, kept in the audit entry
 * @throws NOT_FOUND when the user does not exist
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
async function setPin(db: Db, userId: number, pin: string, proof: string, at: Date): Promise<void> {
  const pinHash = await hashSecret(pin);
  atomically(db, () => {
    const row = db
      .update(users)
      .set({ pinHash })
      .where(eq(users.id, userId))
      .returning({ id: users.id })
      .get();
    if (!row) throw notFound('User');
    recordAudit(db, {
      actorId: userId,
      action: 'PIN_CHANGED',
      targetType: 'user',
      targetId: userId,
      after: { proof },
      at: at,
    });
    notify(db, userId, {
      type: 'SECURITY',
      title: 'Transaction PIN changed',
      message:
        'Your transaction PIN was set or changed. If this was not you, contact support at once.',
      at: at,
    });
    messagePinChanged(db, userId);
  });
}

/** True when `userId` has a PIN. */
export function hasPin(db: Db, userId: number): boolean {
  const row = db.select({ pinHash: users.pinHash }).from(users).where(eq(users.id, userId)).get();
  return Boolean(row?.pinHash);
}

/**
 * Checks the PIN and, when right, marks the session as step-up verified now (for an API
 * token call, the token: its stand-in session names it).
 * @throws NOT_FOUND (404) when no PIN is set; FORBIDDEN (403) on a wrong PIN;
 *   TOO_MANY_REQUESTS (429) after 5 wrong PINs in 15 minutes
 */
export async function verifyPin(
  db: Db,
  session: SessionRow,
  pin: string,
  now: Date = realNow(),
): Promise<{ verifiedUntil: Date }> {
  const subject = String(session.userId);
  assertNotThrottled(db, 'PIN', subject, now);
  const row = db
    .select({ pinHash: users.pinHash })
    .from(users)
    .where(eq(users.id, session.userId))
    .get();
  if (!row?.pinHash) throw notFound('Transaction PIN');
  if (!(await verifySecret(row.pinHash, pin))) {
    recordFailure(db, 'PIN', subject, now);
    throw forbidden('Incorrect transaction PIN');
  }
  clearFailures(db, 'PIN', subject);
  // A token call records the step-up on its token, a browser on its session.
  const tokenId = tokenIdOfSession(session);
  if (tokenId === null) {
    db.update(sessions).set({ pinVerifiedAt: now }).where(eq(sessions.id, session.id)).run();
    forgetSession(db, session.id);
  } else {
    db.update(apiTokens).set({ pinVerifiedAt: now }).where(eq(apiTokens.id, tokenId)).run();
  }
  session.pinVerifiedAt = now;
  return { verifiedUntil: new Date(now.getTime() + STEP_UP_WINDOW_MS) };
}

/**
 * Refuses a money movement that needs the step-up when the session has not verified the
 * PIN in the last 5 minutes.
 * @throws StepUpRequired (403, code STEP_UP_REQUIRED) with a message saying what to do
 */
export function assertStepUp(session: SessionRow, now: Date = realNow()): void {
  const at = session.pinVerifiedAt?.getTime();
  if (at === undefined || now.getTime() - at > STEP_UP_WINDOW_MS) {
    throw new StepUpRequired(
      'Confirm this transfer with your transaction PIN (verify it within the last 5 minutes)',
    );
  }
}
