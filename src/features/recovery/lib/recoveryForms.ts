/** The password recovery forms' schemas: the server's own rules, plus the repeated password. */
import { PasswordResetRequestSchema } from '@shared/dto';
import { NewPasswordSchema } from '@shared/password';
import { z } from 'zod';

/** "Forgot password?": one field, a username or an email address. */
export const ForgotFormSchema = PasswordResetRequestSchema;

/** The reset page: the new password (the server's strength rules) typed twice. */
export const ResetFormSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .refine((values) => values.confirm === values.password, {
    message: 'Passwords do not match',
    path: ['confirm'],
  });
