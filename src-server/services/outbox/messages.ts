/**
 * The texts of the bank's emails and SMS, one function per event, each queued through
 * queueMessage in the caller's transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { users } from '../../db/schema';
import { displayUsd } from '../../shared/money';
import { queueMessage } from './queue';

const SIGN_OFF = '\n\nIf this was not you, change your password and contact support at once.';

/** A time as a person reads it in a message: '2026-11-27 16:29 UTC' (no 'T', no milliseconds). */
function readableTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A sign-in from a browser this user never signed in with (security). */
export function messageNewSignIn(db: Db, userId: number, browser: string, at: Date): void {
  queueMessage(db, {
    userId,
    kind: 'SIGN_IN_NEW_DEVICE',
    category: 'security',
    subject: 'New sign-in to your account',
    body: `Your account was signed in to from a new browser (${browser}) at ${readableTime(at)}.${SIGN_OFF}`,
    sms: `New sign-in from ${browser}. Not you? Change your password.`,
  });
}

/** The password was changed, by the customer or through a reset link (security). */
export function messagePasswordChanged(db: Db, userId: number, how: 'changed' | 'reset'): void {
  queueMessage(db, {
    userId,
    kind: how === 'reset' ? 'PASSWORD_RESET_DONE' : 'PASSWORD_CHANGED',
    category: 'security',
    subject: 'Your password was changed',
    body:
      how === 'reset'
        ? `Your password was reset with a link sent to this address, and every session was signed out.${SIGN_OFF}`
        : `Your password was changed and your other sessions were signed out.${SIGN_OFF}`,
  });
}

/** The transaction PIN was set or changed (security). */
export function messagePinChanged(db: Db, userId: number): void {
  queueMessage(db, {
    userId,
    kind: 'PIN_CHANGED',
    category: 'security',
    subject: 'Your transaction PIN was changed',
    body: `Your transaction PIN was set or changed.${SIGN_OFF}`,
    sms: 'Your transaction PIN was changed. Not you? Contact us.',
  });
}

/** A password reset link the person asked for (always sent). */
export function messageResetLink(db: Db, userId: number, link: string, minutes: number): void {
  queueMessage(db, {
    userId,
    kind: 'PASSWORD_RESET',
    category: 'required',
    subject: 'Reset your password',
    body: `Someone asked to reset the password of your account. To choose a new one, open this link within ${minutes} minutes; it works once:\n\n${link}\n\nIf you did not ask for it, ignore this email: your password stays as it is.`,
  });
}

/** A statement is ready to read (statements). */
export function messageStatementReady(db: Db, userId: number, period: string): void {
  queueMessage(db, {
    userId,
    kind: 'STATEMENT_READY',
    category: 'statements',
    subject: `Your statement for ${period} is ready`,
    body: `Your account statement for ${period} is ready under Statements.`,
  });
}

/**
 * A transfer alert (transactions): sent when `amountCents` is at or over the user's alert
 * threshold (users.transfer_alert_cents, $1,000.00 unless changed).
 * @param what e.g. 'Wire transfer TRF-12 to Ana Ruiz'
 * @returns whether the transfer was over the threshold (the preference may still stop it)
 */
export function messageTransferAlert(
  db: Db,
  userId: number,
  amountCents: number,
  what: string,
): boolean {
  // Prepared once per connection: every transfer asks.
  const user = prepared(db, 'outbox.alertThreshold', (d) =>
    d
      .select({ threshold: users.transferAlertCents })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(),
  ).get({ userId });
  if (!user || amountCents < user.threshold) return false;
  queueMessage(db, {
    userId,
    kind: 'TRANSFER_ALERT',
    category: 'transactions',
    subject: `Transfer alert: ${displayUsd(amountCents)}`,
    body: `${what}: ${displayUsd(amountCents)}, at or over your alert amount of ${displayUsd(user.threshold)}.${SIGN_OFF}`,
    sms: `Transfer alert: ${displayUsd(amountCents)} (${what}).`,
  });
  return true;
}
