/** The outbox (emails and SMS the bank sent or kept) and password recovery, as the API carries them. */
import { z } from 'zod';
import { NewPasswordSchema } from '../password';
import { id, isoTime } from './common';

export const OutboxChannelSchema = z.enum(['EMAIL', 'SMS']);
export const OutboxStatusSchema = z.enum(['QUEUED', 'SENT', 'FAILED', 'KEPT']).meta({
  description:
    'QUEUED waits for the SMTP worker; SENT delivered; FAILED given up after the retries (lastError says why); KEPT not sent anywhere: the outbox is the delivery (no SMTP_URL, and every SMS)',
});

export const OutboxMessageSchema = z.object({
  id,
  channel: OutboxChannelSchema,
  userId: id.nullable(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string().meta({
    description:
      'SIGN_IN_NEW_DEVICE, PASSWORD_CHANGED, PASSWORD_RESET, PASSWORD_RESET_DONE, PIN_CHANGED or STATEMENT_READY',
  }),
  status: OutboxStatusSchema,
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** Asking for a reset link: a username or an email address. */
export const PasswordResetRequestSchema = z.object({
  login: z
    .string()
    .trim()
    .min(1, 'Enter your username or email address')
    .max(191, 'At most 191 characters'),
});

/** Setting a new password with the link's token. */
export const PasswordResetConfirmSchema = z.object({
  token: z
    .string()
    .min(1, 'The reset link has no token; open the link from the email again')
    .max(128, 'This is not a token from a reset link'),
  password: NewPasswordSchema,
});

/** The one answer to a reset request, whether or not the account exists. */
export const PasswordResetAcceptedSchema = z.object({
  message: z.string(),
});
