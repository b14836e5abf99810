/**
 * The rows of the admin lists: the customer-facing shapes plus the names and account numbers
 * an operator reads instead of bare ids. The extra fields are additive, so REST clients that
 * read only the ids keep working; each is null when the row it names no longer exists (or,
 * for tickets and feedback, when a visitor sent it).
 */
import { z } from 'zod';
import { TransactionSchema } from './accounts';
import { id } from './common';
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
