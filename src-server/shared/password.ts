/**
 * The rule for a new password (enrollment, change, reset, a password an admin chooses):
 * 12 to 128 characters, no composition rules (any letters, digits, spaces or symbols). A
 * common or breached password is refused on top by its strength (password-strength.ts,
 * which the server runs on every password it sets). Imports nothing server-only and no
 * dictionary, so any client form can show the length rule at no cost.
 */
import { z } from 'zod';

/** Fewest characters of a new password. */
export const PASSWORD_MIN_LENGTH = 12;
/** Most characters of a new password (longer ones are refused, not cut). */
export const PASSWORD_MAX_LENGTH = 128;

/** A new password's length rule: 12 to 128 characters, nothing else. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`)
  .meta({
    id: 'NewPassword',
    description:
      '12 to 128 characters, no composition rules; a common, breached or easily guessed ' +
      'password (zxcvbn score below 3) is refused with advice',
    example: 'Violet-Harbor-Lantern-42',
  });
