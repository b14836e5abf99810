import { ChangePasswordInputSchema } from '@shared/dto';
import { z } from 'zod';

/**
 * The password change form's rules: the API's own (current password required, a new one of
 * 12 to 128 characters) plus the confirmation, which must repeat the new password.
 */
export const PasswordFormSchema = ChangePasswordInputSchema.extend({ confirm: z.string() }).refine(
  (values) => values.confirm === values.newPassword,
  { message: 'Passwords do not match', path: ['confirm'] },
);

/** The password change form's values: current, new, and its confirmation. */
export type PasswordFormValues = z.input<typeof PasswordFormSchema>;

/** The form's empty values, also what it goes back to after a change. */
export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirm: '',
};
