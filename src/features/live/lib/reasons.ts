/**
 * Why a session ended, as the sign-in pages take it (`?reason=`): the reasons of the live
 * stream's `session` event, plus `expired` for a call that answered 401 without one and
 * `password_reset` after a new password was set with an emailed link. `credentials_reset` comes
 * from the stream: an admin gave a new generated password (a password reset, a class reset).
 */
import type { SessionEndReason } from '@shared/dto';
import { z } from 'zod/mini';

/** Every reason the sign-in pages accept in `?reason=`. */
export const SIGN_IN_REASONS = [
  'idle',
  'revoked',
  'password_changed',
  'reset',
  'signed_out',
  'expired',
  'password_reset',
  'credentials_reset',
] as const satisfies readonly (SessionEndReason | 'expired' | 'password_reset')[];
/** One of SIGN_IN_REASONS. */
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

/** The sign-in pages' search parameters: an optional, known `reason`; anything else is dropped. */
export const signInSearchSchema = z.object({
  reason: z.optional(z.catch(z.optional(z.enum(SIGN_IN_REASONS)), undefined)),
});

/** The English text (a translation key) shown above the sign-in form for `reason`. */
export function signInReasonText(reason: SignInReason): string {
  switch (reason) {
    case 'idle':
      return 'You were signed out after a period of inactivity.';
    case 'revoked':
      return 'You were signed out from another device.';
    case 'password_changed':
      return 'Your password was changed. Please sign in again.';
    case 'reset':
      return 'The demo bank was reset. Please sign in again.';
    case 'password_reset':
      return 'Your password was reset. Sign in with your new password.';
    case 'credentials_reset':
      return 'The bank gave you a new password (a password or class reset). Sign in with the new password you were given.';
    case 'signed_out':
      return 'You were signed out in another window.';
    default:
      return 'Your session has ended. Please sign in again.';
  }
}
