/**
 * Admin provisioning, as the API carries it: creating a customer, a whole class of students,
 * and what an admin does for a customer (password reset, PIN, sign-in lock). Imports nothing
 * server-only, so the admin screens validate their forms with the same schemas.
 */
import { z } from 'zod';
import { AMOUNT_OR_ZERO_PATTERN, amountTextMeta } from '../amount';
import { parseCents } from '../money';
import { NewPasswordSchema } from '../password';
import { singleLineText } from '../text';
import { id, isoTime } from './common';

/**
 * An opening deposit a person types: a two-decimal amount of 0 or more (at most
 * 1,000,000.00). Output: integer cents.
 */
export const openingDepositCents = z
  .union([z.string(), z.number()])
  .default('0.00')
  .transform((value, ctx) => {
    const parsed = parseCents(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    if (parsed.cents < 0 || parsed.cents > 100_000_000) {
      ctx.addIssue({ code: 'custom', message: 'Opening deposit must be 0.00 to 1000000.00' });
      return z.NEVER;
    }
    return parsed.cents;
  })
  .meta(
    amountTextMeta(
      AMOUNT_OR_ZERO_PATTERN,
      'Decimal amount from 0.00 to 1000000.00, at most 2 decimals',
      '1000.00',
    ),
  );

/** The account types an admin may open for a customer. */
export const ProvisionedAccountTypeSchema = z.enum(['CHECKING', 'SAVINGS'], {
  error: 'Account type must be CHECKING or SAVINGS',
});

/** A password an admin chooses for a customer (the customer must change it at first sign-in). */
export const AdminPasswordSchema = NewPasswordSchema;

/**
 * What an admin's creation of a customer takes: name (2-191, one line without control
 * characters, something visible), email, username (3-64 of letters, digits, dot, dash,
 * underscore), an optional password, up to 5 accounts each with an opening deposit (integer
 * cents after parsing), and whether to issue a debit card.
 */
export const CreateCustomerInputSchema = z.object({
  name: singleLineText('Name', { required: 'Name is required', min: 2, max: 191 }),
  email: z.email('Valid email required').max(191),
  username: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9._-]{3,64}$/,
      'Username: 3 to 64 letters, digits, dots, dashes or underscores',
    ),
  password: AdminPasswordSchema.optional().meta({
    description: 'Left out: a strong one is generated and answered once',
  }),
  accounts: z
    .array(z.object({ type: ProvisionedAccountTypeSchema, openingDeposit: openingDepositCents }))
    .max(5, 'At most 5 accounts')
    .default([]),
  debitCard: z.boolean().default(false).meta({
    description: 'Issue a debit card on the first CHECKING account (the first account otherwise)',
  }),
});
/** A customer creation as a form holds it (before parsing: amounts still text, defaults unset). */
export type CreateCustomerInput = z.input<typeof CreateCustomerInputSchema>;

/** Opening an account for a customer: its type and an opening deposit (integer cents, default 0). */
export const OpenAccountInputSchema = z.object({
  accountType: ProvisionedAccountTypeSchema,
  openingDeposit: openingDepositCents,
});

/** A generated password, shown once: the bank keeps only its hash (and, for classes, a sealed copy). */
export const GeneratedPasswordSchema = z.object({
  password: z.string().meta({
    description: 'Shown once; the customer must change it at their next sign-in',
    example: 'Hq7v-Mz3k-pT9c-W2xe',
  }),
});

/**
 * A class's name: 1 to 100 characters, trimmed, one line without control characters, with
 * something visible (see ../text).
 */
export const ClassNameSchema = singleLineText('Name', { required: 'Name is required', max: 100 });

/**
 * What creating a class of students takes: a name, 1 to 500 students, a username prefix
 * (lowercased; a letter then up to 23 letters, digits, - or _) and the opening deposit paid
 * into each student's checking account (integer cents after parsing).
 */
export const CreateClassInputSchema = z.object({
  name: ClassNameSchema,
  count: z.coerce
    .number()
    .int('Whole students only')
    .min(1, 'At least 1 student')
    .max(500, 'At most 500 students'),
  prefix: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9_-]{0,23}$/, 'Prefix: a letter, then up to 23 letters, digits, - or _'),
  openingDeposit: openingDepositCents,
});
/** A class creation as a form holds it (before parsing). */
export type CreateClassInput = z.input<typeof CreateClassInputSchema>;

/**
 * A class as the API answers it: name, username prefix, students at creation and now, the
 * opening deposit as a two-decimal string, createdAt ISO 8601.
 */
export const ClassSchema = z.object({
  id,
  name: z.string(),
  prefix: z.string(),
  count: z.number().int().meta({ description: 'Students it was created with' }),
  students: z.number().int().meta({ description: 'Students it has now' }),
  openingDeposit: z
    .string()
    .meta({ description: 'Paid into each checking account', example: '1000.00' }),
  createdAt: isoTime,
});

/**
 * One student of a class: user id, username, name, whether the generated password works, and
 * whether sign-in is locked.
 */
export const ClassStudentSchema = z.object({
  id,
  username: z.string(),
  name: z.string(),
  initialCredentialsActive: z.boolean().meta({
    description: 'True until the student signs in and chooses their own password',
  }),
  signInLocked: z.boolean().meta({
    description:
      'True while sign-in is locked after 5 failed sign-ins within 15 minutes: unlock it with POST /api/admin/users/{id}/unlock, or wait',
  }),
});

/** A class with its current students. */
export const ClassDetailSchema = ClassSchema.extend({ studentList: z.array(ClassStudentSchema) });

/** One line of the credentials sheet: `password` is empty once the student chose their own. */
export const ClassCredentialSchema = z.object({
  username: z.string(),
  password: z.string(),
  name: z.string(),
});

/** A class just created or reset, with its credentials sheet: one line per student. */
export const ClassWithCredentialsSchema = z.object({
  class: ClassSchema,
  credentials: z.array(ClassCredentialSchema),
});
