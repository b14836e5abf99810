/**
 * The rows of the admin lists: the customer-facing shapes plus the names and account numbers
 * an operator reads instead of bare ids. The extra fields are additive, so REST clients that
 * read only the ids keep working; each is null when the row it names no longer exists (or,
 * for tickets and feedback, when a visitor sent it).
 */
import { z } from 'zod';
import { TransactionSchema } from './accounts';
import { id, isoTime } from './common';
import { DepositSchema } from './deposits';
import { LoanApplicationSchema } from './loans';
import { FeedbackSchema, TicketSchema } from './support';
import { TransferSchema } from './transfers';

const customerName = z
  .string()
  .nullable()
  .meta({ description: "The customer's first and last name", example: 'Jane Doe' });
const accountNumber = (description: string) =>
  z.string().nullable().meta({ description, example: '1000000001' });

/** A transfer in the admin list: who sent it, from which account, to whom. */
export const AdminTransferRowSchema = TransferSchema.extend({
  customerName,
  fromAccountNumber: accountNumber('The number of the account the money left'),
  toAccountNumber: accountNumber('The number of the receiving account (internal transfers)'),
  beneficiaryName: z
    .string()
    .nullable()
    .meta({ description: 'The payee, for LOCAL and WIRE transfers', example: 'Acme Power' }),
});

/** A statement row in the admin list, with its account's number and owner. */
export const AdminTransactionRowSchema = TransactionSchema.extend({
  userId: id.nullable().meta({ description: "The account owner's user id" }),
  customerName,
  accountNumber: accountNumber('The number of the account the row belongs to'),
});

/** A deposit in the admin list, with the customer and the account credited. */
export const AdminDepositRowSchema = DepositSchema.extend({
  customerName,
  accountNumber: accountNumber('The number of the account credited'),
});

/** A support ticket in the admin list, with its sender's name when a customer sent it. */
export const AdminTicketRowSchema = TicketSchema.extend({ customerName });

/** Feedback in the admin list, with its sender's name when a customer sent it. */
export const AdminFeedbackRowSchema = FeedbackSchema.extend({ customerName });

/** A loan application in the admin list, with the applicant's name. */
export const AdminLoanApplicationRowSchema = LoanApplicationSchema.extend({ customerName });

const text = (description: string) => z.string().nullable().meta({ description });

/**
 * An enrollment application in the admin list: the form's values without its secrets. The
 * password and PIN hashes and the stored documents' file paths never leave the server (the
 * documents are fetched one by one, admin-only); the SSN travels as its last four digits.
 */
export const AdminEnrollmentRowSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  dob: z.string().meta({ description: 'Date of birth, YYYY-MM-DD', example: '1990-04-12' }),
  gender: text('male, female or other'),
  ssnLast4: z
    .string()
    .nullable()
    .meta({ description: "The last four digits of the applicant's SSN", example: '6789' }),
  occupation: text('Occupation'),
  countryId: id.nullable(),
  cityId: z.number().int().nullable(),
  city: text('City name'),
  zip: text('Postal code'),
  address: text('Street address'),
  nokName: text('Next of kin: name'),
  nokEmail: text('Next of kin: email'),
  nokPhone: text('Next of kin: phone'),
  nokRelationship: text('Next of kin: relationship'),
  nokAddress: text('Next of kin: address'),
  currency: text('The currency asked for'),
  status: z.string().meta({ description: 'PENDING, APPROVED or REJECTED', example: 'PENDING' }),
  userId: id.nullable().meta({ description: 'The customer created with the application' }),
  hasPassport: z.boolean().meta({ description: 'Whether a passport scan came with it' }),
  hasIdDocument: z.boolean().meta({ description: 'Whether an ID document came with it' }),
  createdAt: isoTime,
});

/**
 * What an audited record looked like before or after the change, as the API shows it (money
 * as decimal strings, flags as the record's DTO has them); null when there was no such side
 * (a creation has no before, a deletion no after).
 */
export const AuditSnapshotSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .meta({
    description:
      'The audited record before or after the change, in its API shape; null when there is no such side',
    example: { status: 'PENDING' },
  });

/** An audit log entry in the admin list, with the actor's and (for users) the target's name. */
export const AdminAuditRowSchema = z.object({
  id,
  actorId: z.number().int().nullable().meta({ description: 'Who acted; null for the bank itself' }),
  action: z.string().meta({
    description: "What was done: one of the codes the list's `action` filter offers",
    example: 'ENROLLMENT_APPROVED',
  }),
  targetType: z.string().meta({
    description: "The kind of record `targetId` names: one of the `targetType` filter's codes",
    example: 'application',
  }),
  targetId: z.string().nullable(),
  before: AuditSnapshotSchema,
  after: AuditSnapshotSchema,
  createdAt: isoTime,
  actorName: z
    .string()
    .nullable()
    .meta({ description: "The acting user's name; null when the bank itself acted" }),
  targetName: z
    .string()
    .nullable()
    .meta({ description: "The user's name when the target is a user (targetType user)" }),
});
