/** Sign-in, the session's user and the admin second factor, as the API carries them. */
import { z } from 'zod';
import { id } from './common';

/** A user's role: USER a customer, ADMIN a member of the bank's staff (the admin area). */
export const RoleSchema = z.enum(['USER', 'ADMIN']);

/** Who a session belongs to: id, role, username, names and email (no secrets). */
export const SessionUserSchema = z.object({
  id,
  role: RoleSchema,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/**
 * Where a session stands with the second factor (OWASP ASVS 4.3.1): `OK` signed in;
 * `CODE_REQUIRED` a user with a second factor (an admin's authenticator app, a customer's
 * TOTP, SMS or EMAIL method) who has not given this session's code yet; `SETUP_REQUIRED` an
 * admin without one on a bank with ADMIN_MFA=required.
 */
export const MfaStateSchema = z.enum(['OK', 'CODE_REQUIRED', 'SETUP_REQUIRED']);
/** One of MfaStateSchema's values: OK, CODE_REQUIRED or SETUP_REQUIRED. */
export type MfaState = z.infer<typeof MfaStateSchema>;

/** The answer of sign-in and of "who am I": the user and the session's second-factor state. */
export const SignedInUserSchema = SessionUserSchema.extend({
  mfa: MfaStateSchema,
  passwordChangeRequired: z.boolean().meta({
    description:
      'True when an admin chose the password: every call but the password change, me and ' +
      'sign-out answers 403 PASSWORD_CHANGE_REQUIRED until the customer sets their own',
  }),
}).meta({ id: 'SignedInUser' });
/** The sign-in / "who am I" answer as TypeScript: the user, `mfa` and `passwordChangeRequired`. */
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

/** The documented form of a one-time code: six digits, spaces anywhere. */
export const ONE_TIME_CODE_PATTERN = '^\\s*(?:\\d\\s*){6}$';

/** A 6-digit code from an authenticator app (spaces, as apps show "123 456", are dropped). */
export const TotpCodeSchema = z
  .string()
  .max(20)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'))
  .meta({
    id: 'OneTimeCode',
    description: 'A 6-digit one-time code (spaces, as apps show "123 456", are ignored)',
    example: '123456',
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      jsonSchema.pattern = ONE_TIME_CODE_PATTERN;
    },
  });

/**
 * What the code step of a sign-in accepts: a 6-digit code (authenticator app, SMS or email)
 * or a recovery code `xxxx-xxxx-xxxx` (spaces dropped, case ignored).
 */
export const SignInCodeSchema = z
  .string()
  .max(40)
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        /^(\d{6}|[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4})$/,
        'Enter the 6-digit code or a recovery code',
      ),
  )
  .meta({
    description: 'The 6-digit code (authenticator app, SMS or email) or a recovery code',
    example: '123456',
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      // Each branch keeps the length bound the parser applies before anything else.
      for (const key of ['type', 'maxLength', 'pattern']) delete jsonSchema[key];
      jsonSchema.oneOf = [
        {
          type: 'string',
          maxLength: 40,
          pattern: ONE_TIME_CODE_PATTERN,
          description: 'A 6-digit code',
        },
        {
          type: 'string',
          maxLength: 40,
          pattern: '^\\s*[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}\\s*$',
          description: 'A recovery code, xxxx-xxxx-xxxx',
        },
      ];
    },
  });

/**
 * What sign-in takes: the username (or account id), trimmed, 1-191 characters, and the
 * password, 1-255 characters (checked against the stored hash, never trimmed).
 */
export const LoginInputSchema = z.object({
  username: z.string().trim().min(1, 'Account ID or username is required').max(191),
  password: z.string().min(1, 'Password is required').max(255),
});
