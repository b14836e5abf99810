/** The outbox (emails and SMS the bank sent or kept) and password recovery, as the API carries them. */
import { z } from 'zod';
import { NewPasswordSchema } from '../password';
import { multiLineText, singleLineText } from '../text';
import { id, isoTime } from './common';

/** How an outbox message travels: EMAIL or SMS. */
export const OutboxChannelSchema = z.enum(['EMAIL', 'SMS']);
/** Where an outbox message stands with delivery. */
export const OutboxStatusSchema = z.enum(['QUEUED', 'SENT', 'FAILED', 'KEPT']).meta({
  description:
    'QUEUED waits for the SMTP worker; SENT delivered; FAILED given up after the retries (lastError says why); KEPT not sent anywhere: the outbox is the delivery (no SMTP_URL, and every SMS)',
});

/**
 * An email or SMS in the outbox as the API answers it: recipient, text, what caused it
 * (`kind`), delivery status and attempts; times ISO 8601.
 */
export const OutboxMessageSchema = z.object({
  id,
  channel: OutboxChannelSchema,
  userId: id.nullable(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string().meta({
    description:
      'What caused it: SIGN_IN_NEW_DEVICE, PASSWORD_CHANGED, PASSWORD_RESET, PASSWORD_RESET_DONE, PIN_CHANGED, STATEMENT_READY, TRANSFER_ALERT, SIGN_IN_CODE, ANNOUNCEMENT…',
  }),
  status: OutboxStatusSchema,
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
});
/** An outbox message on the wire, as TypeScript. */
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/**
 * An admin's announcement: one email to every customer who agreed to marketing messages. A
 * subject of one line (1-150) and a body (1-5000) that may hold line breaks; neither holds
 * other control characters or only invisible ones (../text).
 */
export const AnnouncementInputSchema = z
  .object({
    subject: singleLineText('Subject', {
      required: 'Enter a subject',
      max: 150,
      maxMessage: 'At most 150 characters',
    }),
    body: multiLineText('Message', {
      required: 'Enter the message',
      max: 5000,
      maxMessage: 'At most 5,000 characters',
    }),
  })
  .meta({
    example: {
      subject: 'New: savings goals',
      body: 'Set a goal on any savings account and watch it grow, from today.',
    },
  });

/** What an announcement reached: customers opted in, and emails queued for them. */
export const AnnouncementResultSchema = z.object({
  recipients: z.number().int().min(0),
  queued: z.number().int().min(0),
});

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
