/**
 * Shapes on the wire (tRPC and REST answers and inputs the client also validates).
 * Money is a two-decimal string, flags the spec shows as text are 'true'/'false',
 * times are ISO 8601, statement dates YYYY-MM-DD. Imports nothing server-only.
 */
import { z } from 'zod';
import { positiveAmountCents, wireAmount } from './money';

const id = z.number().int().positive();
/** A path or query id: "12" or 12. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const isoTime = z
  .string()
  .meta({ description: 'ISO 8601 time (UTC)', example: '2026-11-21T09:30:00.000Z' });

export const RoleSchema = z.enum(['USER', 'ADMIN']);

export const SessionUserSchema = z.object({
  id,
  role: RoleSchema,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

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

export const NotificationSchema = z.object({
  id,
  userId: id,
  title: z.string(),
  message: z.string(),
  type: z.string().meta({ description: 'TRANSACTION, SECURITY, PAYMENT or ACCOUNT' }),
  isRead: z.enum(['true', 'false']),
  priority: z.string(),
  createdAt: isoTime,
});

/** A date a person picks: YYYY-MM-DD, a real calendar day. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Not a real date',
  );

/** The spec's text flags: 'true'/'false' (booleans accepted too). */
export const textFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const BillCategorySchema = z.enum(['UTILITIES', 'TELECOMMUNICATIONS', 'INSURANCE', 'LOANS']);

export const BillSchema = z.object({
  id,
  userId: id,
  billerName: z.string(),
  accountNumber: z.string(),
  category: z.string(),
  amount: wireAmount,
  dueDate: z.string(),
  status: z
    .string()
    .meta({ description: 'PENDING or PAID (Overdue is derived: PENDING with a past due date)' }),
  isRecurring: z.enum(['true', 'false']),
  paidAt: isoTime.nullable(),
  paidFromAccountId: id.nullable(),
  createdAt: isoTime,
});

export const CreateBillInputSchema = z.object({
  userId: idParam.optional(),
  billerName: z.string().trim().min(1, 'Biller name is required').max(191),
  accountNumber: z.string().trim().min(1, 'Account number is required').max(34),
  category: BillCategorySchema.default('UTILITIES'),
  amount: positiveAmountCents,
  status: z.string().optional().meta({ description: 'Ignored: new bills are PENDING' }),
  isRecurring: textFlag.default(false),
  dueDate: z
    .string({ error: 'Please select a due date' })
    .min(1, 'Please select a due date')
    .pipe(isoDate),
});

export const LoanSchema = z.object({
  id,
  userId: id,
  loanType: z.string(),
  principal: wireAmount,
  currentBalance: wireAmount,
  interestRate: z.string().meta({ description: 'Percent with two decimals, e.g. "5.99"' }),
  termMonths: z.number().int(),
  monthlyPayment: wireAmount,
  nextPaymentDate: z.string().nullable(),
  status: z.string(),
  createdAt: isoTime,
});

export const LoanTypeSchema = z.enum(['PERSONAL', 'MORTGAGE', 'AUTO', 'BUSINESS']);

export const LoanApplicationInputSchema = z.object({
  loanType: LoanTypeSchema,
  amount: positiveAmountCents,
  termMonths: z.coerce.number().int().min(6, 'At least 6 months').max(360, 'At most 360 months'),
  purpose: z.string().trim().max(1000).optional().nullable(),
  annualIncome: positiveAmountCents.optional().nullable(),
});

export const LoanApplicationSchema = z.object({
  id,
  userId: id,
  loanType: z.string(),
  amount: wireAmount,
  termMonths: z.number().int(),
  purpose: z.string().nullable(),
  annualIncome: wireAmount.nullable(),
  status: z.string(),
  createdAt: isoTime,
});

export const InvestmentSchema = z.object({
  id,
  userId: id,
  investmentType: z.string(),
  symbol: z.string(),
  name: z.string(),
  shares: z.string().meta({ description: 'Shares with 6 decimals' }),
  purchasePrice: wireAmount,
  currentPrice: wireAmount,
  totalValue: wireAmount,
  gainLoss: wireAmount,
  createdAt: isoTime,
});

export const UserProfileSchema = z.object({
  id,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: RoleSchema,
  verified: z.enum(['true', 'false']),
  twoFactorEnabled: z.enum(['true', 'false']),
  createdAt: isoTime,
});

export const UpdateProfileInputSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(191),
  lastName: z.string().trim().min(1, 'Last name is required').max(191),
  email: z.email('Valid email required').max(191),
  phone: z
    .string()
    .trim()
    .max(50)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || v.length >= 6, 'Phone is required'),
  username: z.string().optional().meta({ description: 'Ignored: the username cannot be changed' }),
});

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(255),
  newPassword: z.string().min(6, 'Min 6 characters').max(255),
});

export const NotificationPreferencesSchema = z.object({
  transactions: z.boolean(),
  security: z.boolean(),
  statements: z.boolean(),
  marketing: z.boolean(),
});

export const SessionInfoSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  browser: z.string(),
  ip: z.string().nullable(),
  createdAt: isoTime,
  lastActiveAt: isoTime,
  current: z.boolean(),
});

export const TicketInputSchema = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  category: z.enum(['account', 'transactions', 'cards', 'technical', 'general']).default('general'),
  priority: z.enum(['low', 'medium', 'high', 'urgent']).default('medium'),
  message: z.string().trim().min(1, 'Message is required').max(5000),
  email: z.email('Valid email required').max(191),
  phone: z
    .string()
    .trim()
    .max(50)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});

export const TicketSchema = z.object({
  id,
  userId: id.nullable(),
  subject: z.string(),
  category: z.string(),
  priority: z.string(),
  message: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  createdAt: isoTime,
});

export const FeedbackInputSchema = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional().nullable(),
  category: z.string().trim().max(50).optional().nullable(),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});

export const FeedbackSchema = z.object({
  id,
  userId: id.nullable(),
  rating: z.number().int().nullable(),
  category: z.string().nullable(),
  message: z.string(),
  createdAt: isoTime,
});

/** Crypto units: a decimal with at most 6 decimals, > 0. Output: integer millionths. */
export const cryptoUnits = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text);
  const units = m ? Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0')) : 0;
  if (!m || units <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Amount must be more than 0 with at most 6 decimals' });
    return z.NEVER;
  }
  return units;
});

export const CryptoMarketSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  price: wireAmount,
  change24h: z.string().meta({ description: 'Percent change over 24 hours, e.g. "-1.25"' }),
  sample: z
    .literal(true)
    .meta({ description: 'Prices are static sample prices, not a market feed' }),
});

export const CryptoHoldingSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  price: wireAmount,
  change24h: z.string(),
  holdings: z.string().meta({ description: 'Units with 6 decimals' }),
  value: wireAmount,
});

export const CryptoOrderSchema = z.object({
  id,
  side: z.enum(['BUY', 'SELL']),
  cryptoId: z.string(),
  accountId: id,
  amount: wireAmount.meta({ description: 'USD moved' }),
  units: z.string(),
  price: wireAmount,
  createdAt: isoTime,
});

export const CryptoOrderInputSchema = z.object({
  side: z.enum(['BUY', 'SELL']),
  cryptoId: z.string().min(1).max(10),
  accountId: idParam,
  amount: z
    .union([z.string(), z.number()])
    .meta({ description: 'BUY: USD to spend (2 decimals); SELL: units to sell (6 decimals)' }),
});
