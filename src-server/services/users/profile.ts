/**
 * Account Settings: profile, password, two-factor flag, notification preferences, sign-in
 * sessions.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { assertStrongPassword, hashSecret, verifySecret } from '../../auth/password';
import { forgetSession, forgetUserSessions } from '../../auth/session';
import { assertNotThrottled, recordFailure } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../domain/errors';
import { noteSessionsEnded } from '../../events/collect';
import { type Language, translateText } from '../../i18n/translate';
import { describeBrowser } from '../../shared/device';
import type {
  NotificationPreferencesSchema,
  SessionInfoSchema,
  UpdateProfileInputSchema,
  UserProfileSchema,
} from '../../shared/dto';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { messagePasswordChanged } from '../outbox/messages';
import { emailTaken } from './taken';

/** A user's profile on the wire (see UserProfileSchema); never a password or PIN hash. */
export type ProfileDto = z.infer<typeof UserProfileSchema>;
type UserRow = typeof users.$inferSelect;

/** Maps a user row to the wire; never a password or PIN hash. */
export function toProfileDto(row: UserRow): ProfileDto {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    verified: row.verified ? 'true' : 'false',
    twoFactorEnabled: row.twoFactorMethod === 'NONE' ? 'false' : 'true',
    twoFactorMethod: row.twoFactorMethod,
    createdAt: row.createdAt.toISOString(),
  };
}

function userRow(db: Db, userId: number): UserRow {
  const row = db.select().from(users).where(eq(users.id, userId)).get();
  if (!row || row.closedAt) throw notFound('User');
  return row;
}

/** The profile of `userId`. @throws NOT_FOUND when missing or closed */
export function getProfile(db: Db, userId: number): ProfileDto {
  return toProfileDto(userRow(db, userId));
}

/**
 * A partial update of the profile: only the fields given change (first and last name,
 * email, phone; `phone: null` clears it); the username never changes. Nothing given
 * leaves the profile as it is.
 * @param input the fields to change; a field left out (undefined) keeps its value
 * @returns the profile after the change
 * @throws NOT_FOUND when the user is missing or closed; CONFLICT when the new email belongs
 *   to another user
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function updateProfile(
  db: Db,
  userId: number,
  input: Partial<Omit<z.output<typeof UpdateProfileInputSchema>, 'username'>>,
  actorId = userId,
  now: Date,
): ProfileDto {
  return atomically(db, () => {
    const before = userRow(db, userId);
    if (input.email !== undefined) {
      if (emailTaken(db, input.email, userId)) {
        throw conflict('This email address is used by another customer');
      }
    }
    const changes = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
    };
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length === 0) return toProfileDto(before);
    const after = db.update(users).set(set).where(eq(users.id, userId)).returning().get()!;
    forgetUserSessions(db, userId);
    recordAudit(db, {
      actorId,
      action: 'PROFILE_UPDATED',
      targetType: 'user',
      targetId: userId,
      before: toProfileDto(before),
      after: toProfileDto(after),
      at: now,
    });
    return toProfileDto(after);
  });
}

/**
 * Changes the password: the current one is required, the new one differs from it, and every
 * other session of the user ends (the current one stays). A password the bank chose is
 * replaced: the must-change flag and any sealed initial password are cleared.
 * @throws FORBIDDEN when the current password is wrong; BAD_REQUEST when it is unchanged,
 *   or shorter than 12, longer than 128 or too easy to guess
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
  at: Date,
): Promise<{ endedSessions: number }> {
  const row = userRow(db, userId);
  assertNotThrottled(db, 'PASSWORD', String(userId));
  if (!(await verifySecret(row.password, input.currentPassword))) {
    recordFailure(db, 'PASSWORD', String(userId));
    throw forbidden('The current password is not correct');
  }
  if (input.currentPassword === input.newPassword) {
    throw badRequest('newPassword: The new password must differ from the current one');
  }
  await assertStrongPassword(input.newPassword, 'newPassword', [
    row.username,
    row.email,
    row.firstName,
    row.lastName,
  ]);
  const password = await hashSecret(input.newPassword);
  return atomically(db, () => {
    db.update(users)
      .set({ password, mustChangePassword: false, initialPasswordSealed: null })
      .where(eq(users.id, userId))
      .run();
    // The other sessions end; the current one is read again (its user no longer must change).
    forgetUserSessions(db, userId);
    const endedIds = db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id })
      .all()
      .map((s) => s.id);
    const ended = endedIds.length;
    noteSessionsEnded(db, endedIds, 'password_changed');
    recordAudit(db, {
      actorId: userId,
      action: 'PASSWORD_CHANGED',
      targetType: 'user',
      targetId: userId,
      after: { endedSessions: ended },
      at: at,
    });
    notify(db, userId, {
      type: 'SECURITY',
      title: 'Password changed',
      message:
        'Your password was changed and your other sessions were signed out. If this was not you, contact support at once.',
      at: at,
    });
    messagePasswordChanged(db, userId, 'changed');
    return { endedSessions: ended };
  });
}

/** The four notification preferences: transactions, security, statements, marketing. */
export type Preferences = z.infer<typeof NotificationPreferencesSchema>;

/** The four notification preferences of `userId`. */
export function getPreferences(db: Db, userId: number): Preferences {
  const row = userRow(db, userId);
  return {
    transactions: row.notifyTransactions,
    security: row.notifySecurity,
    statements: row.notifyStatements,
    marketing: row.notifyMarketing,
  };
}

/** Replaces the four notification preferences of `userId`. */
export function setPreferences(db: Db, userId: number, prefs: Preferences): Preferences {
  db.update(users)
    .set({
      notifyTransactions: prefs.transactions,
      notifySecurity: prefs.security,
      notifyStatements: prefs.statements,
      notifyMarketing: prefs.marketing,
    })
    .where(eq(users.id, userId))
    .run();
  return getPreferences(db, userId);
}

/**
 * Saves the language `userId` reads the bank in ('en' or 'it'): the server's texts for them
 * (notifications, statement rows and files, emails) follow it from the next request on.
 * @returns the saved language
 */
export function setLanguage(db: Db, userId: number, language: Language): { language: Language } {
  db.update(users).set({ language }).where(eq(users.id, userId)).run();
  // Sessions carry the user's language: the next request must read the new one.
  forgetUserSessions(db, userId);
  return { language };
}

/**
 * The live sessions of `userId`, most recently active first (Login Activity); each browser
 * named in `language` ('Chrome su Linux' in Italian).
 */
export function listSessions(
  db: Db,
  userId: number,
  currentSessionId: string,
  language: Language = 'en',
): z.infer<typeof SessionInfoSchema>[] {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastVerifiedAt))
    .all()
    .map((s) => ({
      id: s.id,
      userAgent: s.userAgent,
      browser: translateText(describeBrowser(s.userAgent), language),
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastActiveAt: s.lastVerifiedAt.toISOString(),
      current: s.id === currentSessionId,
    }));
}

/**
 * Ends one session of `userId` (Revoke).
 * @throws NOT_FOUND when it is not one of theirs
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export function revokeSession(db: Db, userId: number, sessionId: string, at: Date): void {
  forgetSession(db, sessionId);
  const ended = db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .run().changes;
  if (ended === 0) throw notFound('Session');
  noteSessionsEnded(db, [sessionId], 'revoked');
  recordAudit(db, {
    actorId: userId,
    action: 'SESSION_REVOKED',
    targetType: 'session',
    targetId: sessionId,
    at: at,
  });
}
