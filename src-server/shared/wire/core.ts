/** Sign-in, accounts, statements, cards and transfers on the wire (customer-area.md §3, §7). */
import { z } from 'zod';
import { positiveAmountCents, wireAmount } from '../amount';
import { id, idParam, isoTime } from './common';

export const RoleSchema = z.enum(['USER', 'ADMIN']);

export const SessionUserSchema = z.object({
  id,
  role: RoleSchema,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/**
 * Where a session stands with the admin second factor (OWASP ASVS 4.3.1): `OK` signed in;
 * `CODE_REQUIRED` an admin with an authenticator app who has not given this session's code
 * yet; `SETUP_REQUIRED` an admin without one on a bank with ADMIN_MFA=required. Customers are
 * always `OK`.
 */
export const MfaStateSchema = z.enum(['OK', 'CODE_REQUIRED', 'SETUP_REQUIRED']);
export type MfaState = z.infer<typeof MfaStateSchema>;

/** The answer of sign-in and of "who am I": the user and the session's second-factor state. */
export const SignedInUserSchema = SessionUserSchema.extend({ mfa: MfaStateSchema });

/** A 6-digit code from an authenticator app (spaces, as apps show "123 456", are dropped). */
export const TotpCodeSchema = z
  .string()
  .max(20)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

export const LoginInputSchema = z.object({
  username: z.string().trim().min(1, 'Account ID is required').max(191),
  password: z.string().min(1, 'Password is required').max(255),
});

export const AccountSchema = z.object({
  id,
  userId: id,
  accountType: z.string(),
  accountNumber: z.string(),
  balance: wireAmount,
  /** Posted balance minus holds of pending transfers. */
  availableBalance: wireAmount,
  totalCredit: wireAmount,
  totalDebit: wireAmount,
  /** Credits and debits of the current calendar month (UTC), for the carousel's labels. */
  monthlyCredit: wireAmount,
  monthlyDebit: wireAmount,
  createdAt: isoTime,
});

export const StatementTypeSchema = z.enum(['DEBIT', 'CREDIT']);

/** The statement's sortable columns (customer-area.md §2 Account statements). */
export const StatementSortSchema = z.enum(['date', 'type', 'amount']);
export const SortOrderSchema = z.enum(['asc', 'desc']);

export const TransactionSchema = z.object({
  id,
  accountId: id,
  type: StatementTypeSchema,
  amount: wireAmount,
  description: z.string(),
  date: z.string().meta({ description: 'Statement date, YYYY-MM-DD' }),
  balance: wireAmount,
  category: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: isoTime,
});

export const CreditCardSchema = z.object({
  id,
  accountId: id,
  cardNumber: z.string().meta({
    description: 'First 4 and last 4 digits; the middle is never sent',
    example: '4532XXXXXXXX0366',
  }),
  cardholderName: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  cardType: z.string(),
  creditLimit: wireAmount,
  currentBalance: wireAmount,
  isActive: z.enum(['true', 'false']),
  createdAt: isoTime,
});

export const TransferTypeSchema = z.enum(['INTERNAL', 'LOCAL', 'WIRE']);
export const TransferStatusSchema = z.enum(['PENDING', 'COMPLETED', 'FAILED']);

export const TransferSchema = z.object({
  id,
  userId: id,
  fromAccountId: id,
  toAccountId: id.nullable(),
  beneficiaryId: id.nullable(),
  amount: wireAmount,
  transferType: TransferTypeSchema,
  description: z.string().nullable(),
  reference: z.string().nullable(),
  status: TransferStatusSchema,
  fees: wireAmount,
  scheduledDate: z.string().nullable(),
  completedAt: isoTime.nullable(),
  createdAt: isoTime,
});

/**
 * A new transfer as the spec's screens send it. `status` and `fees` are accepted for
 * compatibility and ignored: the server decides both. `userId`, when sent, must be the
 * session's user.
 */
export const CreateTransferInputSchema = z.object({
  userId: idParam.optional(),
  fromAccountId: idParam,
  toAccountId: idParam.optional().nullable(),
  beneficiaryId: idParam.optional().nullable(),
  amount: positiveAmountCents.meta({
    description: 'Decimal amount, more than 0, at most 2 decimals and 15 digits',
    example: '12.34',
  }),
  transferType: TransferTypeSchema,
  description: z.string().trim().max(500).optional().nullable(),
  status: z.string().optional().meta({ description: 'Ignored: the server sets the status' }),
  fees: z
    .union([z.string(), z.number()])
    .optional()
    .meta({ description: 'Ignored: fees come from the fee schedule' }),
});
