/** The customer's profile, password, notification preferences and sessions, as the API carries them. */
import { z } from 'zod';
import { NewPasswordSchema } from '../password';
import { singleLineText } from '../text';
import { RoleSchema } from './auth';
import { id, isoTime, phoneNumber } from './common';

/**
 * A user's profile as the API answers it (OpenAPI `UserProfile`): names, contact, role, flags
 * as 'true'/'false' text, the second-factor method (NONE, TOTP, SMS or EMAIL); createdAt ISO.
 */
export const UserProfileSchema = z
  .object({
    id,
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: RoleSchema,
    verified: z.enum(['true', 'false']),
    twoFactorEnabled: z.enum(['true', 'false']),
    twoFactorMethod: z.enum(['NONE', 'TOTP', 'SMS', 'EMAIL']),
    createdAt: isoTime,
  })
  .meta({ id: 'UserProfile' });

/**
 * What a profile update takes: first and last name (1-191, trimmed, one line without control
 * characters, something visible), a valid email, a phone (empty means none, else at least 6
 * characters). `username` is accepted and ignored.
 */
export const UpdateProfileInputSchema = z.object({
  firstName: singleLineText('First name', { required: 'First name is required', max: 191 }),
  lastName: singleLineText('Last name', { required: 'Last name is required', max: 191 }),
  email: z.email('Valid email required').max(191),
  phone: phoneNumber({ optional: true })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  username: z
    .string()
    .max(191)
    .optional()
    .meta({ description: 'Ignored: the username cannot be changed' }),
});

/** What a password change takes: the current password and a new one of 12 to 128 characters. */
export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(255),
  newPassword: NewPasswordSchema,
});

/** Which kinds of message the customer wants: transactions, security, statements, marketing. */
export const NotificationPreferencesSchema = z.object({
  transactions: z.boolean(),
  security: z.boolean(),
  statements: z.boolean(),
  marketing: z.boolean(),
});

/**
 * One live session of the user (login activity): its id (never the secret), browser and IP,
 * when it began and was last active (ISO 8601), and whether it is the caller's own.
 */
export const SessionInfoSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  browser: z.string(),
  ip: z.string().nullable(),
  createdAt: isoTime,
  lastActiveAt: isoTime,
  current: z.boolean(),
});
