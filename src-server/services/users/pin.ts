/**
 * The transaction PIN:
 * 4 to 6 digits, stored as an argon2id hash. Verifying it is a step-up: the session counts
 * as verified for 5 minutes, which LOCAL and WIRE transfers require.
 */
import { eq } from 'drizzle-orm';
import { tokenIdOfSession } from '../../auth/api-token';
import { hashSecret, verifySecret } from '../../auth/password';
import type { SessionRow } from '../../auth/session';
import { assertNotThrottled, clearFailures, recordFailure } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { apiTokens, sessions, users } from '../../db/schema';
import { forbidden, notFound, StepUpRequired } from '../../domain/errors';
import { atomically } from '../../ledger/post';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { messagePinChanged } from '../outbox/messages';

/** How long a verified PIN counts for money movements in the same session. */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;

/**
 * Sets or changes the PIN of `userId` (the input is already checked: 4 to 6 digits).
 * @throws NOT_FOUND when the user does not exist
 */
export async function setPin(db: Db, userId: number, pin: string): Promise<void> {
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
    });
    notify(db, userId, {
      type: 'SECURITY',
      title: 'Transaction PIN changed',
      message:
        'Your transaction PIN was set or changed. If this was not you, contact support at once.',
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
  now = new Date(),
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
export function assertStepUp(session: SessionRow, now = new Date()): void {
  const at = session.pinVerifiedAt?.getTime();
  if (at === undefined || now.getTime() - at > STEP_UP_WINDOW_MS) {
    throw new StepUpRequired(
      'Confirm this transfer with your transaction PIN (verify it within the last 5 minutes)',
    );
  }
}
