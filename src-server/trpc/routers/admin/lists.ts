/**
 * The admin area's read-only lists, each twice: the documented REST list (a JSON array with
 * `X-Total-Count` and `Link`) and the screen's tRPC `*Page` read (`{items, nextCursor,
 * total}`). Rows name their customer and accounts (`customerName`, `accountNumber`, …)
 * beside the ids the REST clients already read. Spread into the adminOps router.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { isOn } from '../../../defects/switches';
import { listEnrollments } from '../../../services/admin/applications';
import { adminBills } from '../../../services/admin/lists';
import { adminTransactionRows, adminTransferRows } from '../../../services/admin/named-lists';
import {
  adminAuditRows,
  adminFeedbackRows,
  adminLoanApplicationRows,
  adminTicketRows,
} from '../../../services/admin/named-queues';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../../shared/audit';
import {
  AdminAuditRowSchema,
  AdminEnrollmentRowSchema,
  AdminFeedbackRowSchema,
  AdminLoanApplicationRowSchema,
  AdminTicketRowSchema,
  AdminTransactionRowSchema,
  AdminTransferRowSchema,
  idParam,
  isoDate,
  TransferStatusSchema,
} from '../../../shared/dto';
import { adminProcedure } from '../../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../../paging';

const TransfersQuery = PageInput.extend({
  status: TransferStatusSchema.optional(),
  userId: idParam.optional(),
});
const BillsQuery = PageInput.extend({
  userId: idParam.optional(),
  status: z.string().max(20).optional(),
});
const TransactionsQuery = PageInput.extend({
  userId: idParam.optional(),
  accountId: idParam.optional(),
  type: z.enum(['DEBIT', 'CREDIT']).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
const AuditQuery = PageInput.extend({
  actorId: idParam.optional(),
  action: z
    .enum(AUDIT_ACTIONS)
    .meta({ description: 'Only entries of this action', example: 'TRANSFER_CREATED' })
    .optional(),
  targetType: z
    .enum(AUDIT_TARGET_TYPES)
    .meta({ description: 'Only entries about this kind of record', example: 'transfer' })
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
/** A queue's status filter (applications PENDING/APPROVED/REJECTED, tickets OPEN/CLOSED). */
const status = z
  .string()
  .max(20)
  .meta({ description: 'Only rows with this status', example: 'PENDING' })
  .optional();
/** Lists filtered by status alone; the tRPC caller may send nothing. */
const StatusQuery = PageInput.extend({ status }).prefault({});
/** Lists without filters; the tRPC caller may send nothing. */
const AllQuery = PageInput.prefault({});
const AdminBillSchema = z.object({
  id: z.number(),
  userId: z.number(),
  billerName: z.string(),
  status: z.string(),
  amount: z.string(),
  dueDate: z.string(),
  isRecurring: z.string(),
  overdue: z.boolean().meta({
    description:
      "PENDING and due before the bank's business day (its clock): derived, never stored",
  }),
});
/**
 * The admin transaction filter as the planted "last day dropped" defect (bug hunt) reads it:
 * when on, `to` counts as the day before (the range loses its last day); otherwise as given.
 * @param input the list's query, `to` an ISO date (YYYY-MM-DD)
 */
function plantedTo<T extends { to?: string | undefined }>(ctx: { db: Db }, input: T): T {
  if (!input.to || !isOn(ctx.db, 'admin-transactions-last-day-dropped')) return input;
  const day = new Date(`${input.to}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return { ...input, to: day.toISOString().slice(0, 10) };
}

/** The OpenAPI meta of an admin REST list. */
const listMeta = (path: `/${string}`, summary: string) => ({
  openapi: {
    method: 'GET' as const,
    path,
    tags: ['admin'],
    summary,
    description: LIST_DESCRIPTION,
    responseHeaders: listHeaders,
  },
});

/**
 * The admin read-only lists, spread into adminOps: transfers, bills, statement rows, audit,
 * enrollments, loan applications, tickets and feedback (GET /api/admin/...), each with a
 * tRPC-only `*Page` twin for the screens.
 */
export const adminListProcedures = {
  /**
   * GET /api/admin/transfers?limit=&offset=&status=&userId= → transfers, newest first, each
   * with customerName, fromAccountNumber, toAccountNumber and beneficiaryName.
   */
  transfers: adminProcedure
    .meta(listMeta('/admin/transfers', 'List transfers'))
    .input(TransfersQuery)
    .output(z.array(AdminTransferRowSchema))
    .query(({ ctx, input }) => withPage(ctx, adminTransferRows(ctx.db, input))),

  /** GET /api/admin/bills → bills (filters userId, status). */
  bills: adminProcedure
    .meta(listMeta('/admin/bills', 'List bills'))
    .input(BillsQuery)
    .output(z.array(AdminBillSchema))
    .query(({ ctx, input }) => withPage(ctx, adminBills(ctx.db, input, ctx.now))),

  /**
   * GET /api/admin/transactions → statement rows, newest first, each with the account's
   * number and owner (filters userId, accountId, type, from, to).
   */
  transactions: adminProcedure
    .meta(listMeta('/admin/transactions', 'List statement rows'))
    .input(TransactionsQuery)
    .output(z.array(AdminTransactionRowSchema))
    .query(({ ctx, input }) =>
      withPage(ctx, adminTransactionRows(ctx.db, plantedTo(ctx, input), ctx.language)),
    ),

  /**
   * GET /api/admin/audit → audit entries, newest first, with actorName and targetName
   * (filters actorId, action, targetType, from, to).
   */
  audit: adminProcedure
    .meta(listMeta('/admin/audit', 'Audit log'))
    .input(AuditQuery)
    .output(z.array(AdminAuditRowSchema))
    .query(({ ctx, input }) => withPage(ctx, adminAuditRows(ctx.db, input))),

  /**
   * GET /api/admin/applications?status= → enrollment applications, newest first: the form's
   * values with hasPassport/hasIdDocument and ssnLast4 (no hashes, file paths or full SSN).
   */
  enrollments: adminProcedure
    .meta(listMeta('/admin/applications', 'Enrollment applications'))
    .input(StatusQuery)
    .output(z.array(AdminEnrollmentRowSchema))
    .query(({ ctx, input }) => withPage(ctx, listEnrollments(ctx.db, input))),

  /** GET /api/admin/loan-applications?status= → loan applications with the applicant's name. */
  loanApplications: adminProcedure
    .meta(listMeta('/admin/loan-applications', 'Loan applications'))
    .input(StatusQuery)
    .output(z.array(AdminLoanApplicationRowSchema))
    .query(({ ctx, input }) => withPage(ctx, adminLoanApplicationRows(ctx.db, input))),

  /** GET /api/admin/support/tickets?status= → every ticket, with the sender's name. */
  tickets: adminProcedure
    .meta(listMeta('/admin/support/tickets', 'Support tickets'))
    .input(StatusQuery)
    .output(z.array(AdminTicketRowSchema))
    .query(({ ctx, input }) => withPage(ctx, adminTicketRows(ctx.db, input))),

  /** GET /api/admin/support/feedback → all feedback, with the sender's name. */
  feedback: adminProcedure
    .meta(listMeta('/admin/support/feedback', 'Feedback'))
    .input(AllQuery)
    .output(z.array(AdminFeedbackRowSchema))
    .query(({ ctx, input }) => withPage(ctx, adminFeedbackRows(ctx.db, input))),

  // The admin screens' reads (tRPC only): the lists above as {items, nextCursor, total}.
  /** adminOps.transfersPage: transfers, newest first, with names; filters status, userId. */
  transfersPage: adminProcedure
    .input(TransfersQuery)
    .output(pageOutput(AdminTransferRowSchema))
    .query(({ ctx, input }) => adminTransferRows(ctx.db, input)),
  /** adminOps.billsPage: bills, latest due date first; filters userId, status. */
  billsPage: adminProcedure
    .input(BillsQuery)
    .output(pageOutput(AdminBillSchema))
    .query(({ ctx, input }) => adminBills(ctx.db, input, ctx.now)),
  /** adminOps.transactionsPage: statement rows, newest first, with names; filters userId, accountId, type, from, to. */
  transactionsPage: adminProcedure
    .input(TransactionsQuery)
    .output(pageOutput(AdminTransactionRowSchema))
    .query(({ ctx, input }) => adminTransactionRows(ctx.db, plantedTo(ctx, input), ctx.language)),
  /** adminOps.auditPage: the audit log, newest first, with names; filters actorId, action, targetType, from, to. */
  auditPage: adminProcedure
    .input(AuditQuery)
    .output(pageOutput(AdminAuditRowSchema))
    .query(({ ctx, input }) => adminAuditRows(ctx.db, input)),
  /** adminOps.enrollmentsPage: enrollment applications, newest first; filter status. */
  enrollmentsPage: adminProcedure
    .input(StatusQuery)
    .output(pageOutput(AdminEnrollmentRowSchema))
    .query(({ ctx, input }) => listEnrollments(ctx.db, input)),
  /** adminOps.loanApplicationsPage: loan applications, newest first, with names; filter status. */
  loanApplicationsPage: adminProcedure
    .input(StatusQuery)
    .output(pageOutput(AdminLoanApplicationRowSchema))
    .query(({ ctx, input }) => adminLoanApplicationRows(ctx.db, input)),
  /** adminOps.ticketsPage: every support ticket, newest first, with names; filter status. */
  ticketsPage: adminProcedure
    .input(StatusQuery)
    .output(pageOutput(AdminTicketRowSchema))
    .query(({ ctx, input }) => adminTicketRows(ctx.db, input)),
  /** adminOps.feedbackPage: all feedback, newest first, with names. */
  feedbackPage: adminProcedure
    .input(AllQuery)
    .output(pageOutput(AdminFeedbackRowSchema))
    .query(({ ctx, input }) => adminFeedbackRows(ctx.db, input)),
};
