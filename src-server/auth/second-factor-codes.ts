/**
 * The second factor's codes other than an authenticator's (OWASP ASVS 2.5.4, 2.7.2, 2.7.3):
 * - one-time codes sent by SMS or email: 6 random digits, valid 5 minutes, single use, only
 *   a SHA-256 hash stored; at most 5 sent per user in 15 minutes (MFA_SEND);
 * - recovery codes: 10 per user, each 60 random bits written `xxxx-xxxx-xxxx` (base32), only
 *   their SHA-256 stored, each single use.
 * Wrong codes are counted by the callers on the MFA throttle. Times are the real clock.
 */
import { createHash, randomInt } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recoveryCodes, twoFactorCodes } from '../db/schema';
import { queueMessage } from '../services/outbox/queue';
import { assertNotThrottled, recordFailure } from './throttle';

/** How long a sent code works: 5 minutes. */
export const SENT_CODE_TTL_MS = 5 * 60 * 1000;
/** How many recovery codes a user holds after each issue. */
export const RECOVERY_CODE_COUNT = 10;

/** What a sent code is for: SIGN_IN completes a sign-in, ENROL confirms a new SMS/EMAIL factor. */
export type CodePurpose = 'SIGN_IN' | 'ENROL';
/** How a one-time code travels: by SMS or by email (both through the outbox). */
export type SentMethod = 'SMS' | 'EMAIL';

/** The stored hash of a sent code: salted with its user and purpose. */
function sentCodeHash(userId: number, purpose: CodePurpose, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${purpose}:${code}`).digest();
}

/** A recovery code as typed, reduced to its 12 characters (no dashes or spaces, lower case). */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** True when `code` has the shape of a recovery code rather than of a 6-digit code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z2-7]{12}$/.test(normalizeRecoveryCode(code));
}

function recoveryHash(code: string): Buffer {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest();
}

/** The last digits of a phone number or the masked email a code went to, e.g. `•••• 0199`. */
export function maskedDestination(method: SentMethod, to: string): string {
  if (method === 'SMS') return `•••• ${to.replace(/\D/g, '').slice(-4)}`;
  const [local = '', domain = ''] = to.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * Sends a new 6-digit code to `userId` by `method` (through the outbox, whatever the
 * customer's notification preferences: the code was asked for).
 * @returns how many messages were written (0 when the user has no phone for SMS)
 * @throws TOO_MANY_REQUESTS (429) past 5 codes in 15 minutes for the user
 */
export function sendCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  method: SentMethod,
  now = new Date(),
): number {
  const subject = String(userId);
  assertNotThrottled(db, 'MFA_SEND', subject, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  recordFailure(db, 'MFA_SEND', subject, now);
  db.insert(twoFactorCodes)
    .values({
      userId,
      purpose,
      method,
      codeHash: sentCodeHash(userId, purpose, code),
      expiresAt: new Date(now.getTime() + SENT_CODE_TTL_MS),
      createdAt: now,
    })
    .run();
  const text =
    purpose === 'SIGN_IN'
      ? `Your sign-in code is ${code}. It expires in 5 minutes. Never share it: the bank never asks for it.`
      : `Your code to turn on two-factor sign-in is ${code}. It expires in 5 minutes.`;
  return queueMessage(db, {
    userId,
    kind: purpose === 'SIGN_IN' ? 'TWO_FACTOR_SIGN_IN_CODE' : 'TWO_FACTOR_ENROL_CODE',
    category: 'required',
    subject: purpose === 'SIGN_IN' ? 'Your sign-in code' : 'Your two-factor set-up code',
    body: text,
    sms: text,
    only: method,
  });
}

/**
 * Claims a sent code: the newest unused, unexpired code of `purpose` whose hash matches.
 * Conditional, so of two requests with one code only the first gets it.
 * @returns the method the code was sent by, or null when none matches
 */
export function claimSentCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): SentMethod | null {
  const given = sentCodeHash(userId, purpose, code);
  const live = db
    .select()
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.userId, userId),
        eq(twoFactorCodes.purpose, purpose),
        isNull(twoFactorCodes.usedAt),
        gt(twoFactorCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(twoFactorCodes.id))
    .limit(10)
    .all();
  // Every live code is compared, so the time taken says nothing about which matched.
  let match: (typeof live)[number] | undefined;
  for (const row of live) {
    if (constantTimeEqual(new Uint8Array(row.codeHash), new Uint8Array(given))) match ??= row;
  }
  if (!match) return null;
  const claimed = db
    .update(twoFactorCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorCodes.id, match.id), isNull(twoFactorCodes.usedAt)))
    .run();
  return claimed.changes === 1 ? match.method : null;
}

/** The method of the newest live ENROL code of `userId` (a set-up waiting for its code), or null. */
export function pendingSentEnrolment(db: Db, userId: number, now = new Date()): SentMethod | null {
  const row = db
    .select({ method: twoFactorCodes.method })
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.userId, userId),
        eq(twoFactorCodes.purpose, 'ENROL'),
        isNull(twoFactorCodes.usedAt),
        gt(twoFactorCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(twoFactorCodes.id))
    .limit(1)
    .get();
  return row?.method ?? null;
}

/** Forgets every sent code of `userId` (the method changed or was turned off). */
export function dropSentCodes(db: Db, userId: number): void {
  db.delete(twoFactorCodes).where(eq(twoFactorCodes.userId, userId)).run();
}

/**
 * Issues 10 new recovery codes to `userId`, replacing any earlier ones.
 * @returns the codes, `xxxx-xxxx-xxxx`: the only time they are ever shown
 */
export function issueRecoveryCodes(db: Db, userId: number, now = new Date()): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = new Uint8Array(8);
    crypto.getRandomValues(bytes);
    const text = encodeBase32LowerCaseNoPadding(bytes).slice(0, 12);
    return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 12)}`;
  });
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  db.insert(recoveryCodes)
    .values(codes.map((c) => ({ userId, codeHash: recoveryHash(c), createdAt: now })))
    .run();
  return codes;
}

/** Forgets every recovery code of `userId` (the second factor was turned off). */
export function dropRecoveryCodes(db: Db, userId: number): void {
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
}

/** How many unused recovery codes `userId` holds. */
export function recoveryCodesLeft(db: Db, userId: number): number {
  return db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .all().length;
}

/**
 * Uses one recovery code of `userId`: marks it used when it is theirs and unused.
 * @returns true when it was accepted (it never works again)
 */
export function claimRecoveryCode(db: Db, userId: number, code: string, now = new Date()): boolean {
  const claimed = db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .run();
  return claimed.changes === 1;
}
