/** Everyday banking on the wire: notifications, bills, loans, investments, settings (operations-and-admin.md §3, §7). */
import { z } from 'zod';
import { positiveAmountCents, wireAmount } from '../amount';
import { id, idParam, isoDate, isoTime, textFlag } from './common';
import { RoleSchema } from './core';

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
