/** Admin: transfers, lists, audit, applications, support and trainer tools (items 4-8). */

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createSession, sessionCookie } from '../../../auth/session';
import { resetBank } from '../../../db/reset';
import { users } from '../../../db/schema';
import {
  decideEnrollment,
  decideLoanApplication,
  listEnrollments,
  listLoanApplicationsAll,
} from '../../../services/admin/applications';
import { adminAudit, adminBills, adminTransactions } from '../../../services/admin/lists';
import { getTrainingSettings, saveTrainingSettings } from '../../../services/admin/training';
import {
  listAllTransfers,
  setTransferStatus,
  transferDetail,
} from '../../../services/admin/transfers';
import { recordAudit } from '../../../services/audit/record';
import { listFeedback, listTickets } from '../../../services/support/support';
import {
  FeedbackSchema,
  idParam,
  isoDate,
  TicketSchema,
  TrainingSchema,
  TransactionSchema,
  TransferSchema,
  TransferStatusSchema,
} from '../../../shared/dto';
import { adminProcedure, router } from '../../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../../paging';

const Party = z
  .object({ id: z.number(), accountType: z.string(), accountNumber: z.string() })
  .nullable();
const TransferDetailSchema = TransferSchema.extend({
  user: z
    .object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  fromAccount: Party,
  toAccount: Party,
  beneficiary: z
    .object({ id: z.number(), name: z.string(), bankName: z.string(), accountNumber: z.string() })
    .nullable(),
  history: z.array(
    z.object({
      id: z.number(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      actorId: z.number().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
const StatusInput = z.object({
  id: idParam,
  status: z.enum(['PENDING', 'COMPLETED', 'FAILED'], {
    error: 'Status must be PENDING, COMPLETED or FAILED',
  }),
});
const Decision = z.object({ id: idParam, decision: z.enum(['APPROVED', 'REJECTED']) });
const looseJson = z.unknown();
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
  action: z.string().max(60).optional(),
  targetType: z.string().max(60).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
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
});
const AuditEntrySchema = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: looseJson,
  after: looseJson,
  createdAt: z.string(),
});
const RecordSchema = z.record(z.string(), z.unknown());

export const adminOperationsRouter = router({
  /** GET /api/admin/transfers?limit=&offset=&status=&userId= → transfers, newest first. */
  transfers: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/transfers',
        tags: ['admin'],
        summary: 'List transfers',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(TransfersQuery)
    .output(z.array(TransferSchema))
    .query(({ ctx, input }) => withPage(ctx, listAllTransfers(ctx.db, input))),

  /** GET /api/admin/transfers/{id} → the transfer with user, fromAccount, beneficiary and history. */
  transfer: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/transfers/{id}',
        tags: ['admin'],
        summary: 'One transfer',
      },
    })
    .input(z.object({ id: idParam }))
    .output(TransferDetailSchema)
    .query(({ ctx, input }) => transferDetail(ctx.db, input.id)),

  /**
   * PATCH /api/transfers/{id}/status {status} → the transfer. Any of PENDING, COMPLETED,
   * FAILED in any order; the ledger follows. 400 other status; 422 money not there.
   */
  setTransferStatus: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/transfers/{id}/status',
        tags: ['admin'],
        summary: 'Set a transfer status',
      },
    })
    .input(StatusInput)
    .output(TransferSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => setTransferStatus(ctx.db, input.id, input.status, ctx.user.id)),
    ),

  /** GET /api/admin/bills → bills (filters userId, status). */
  bills: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/bills',
        tags: ['admin'],
        summary: 'List bills',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(BillsQuery)
    .output(z.array(AdminBillSchema))
    .query(({ ctx, input }) => withPage(ctx, adminBills(ctx.db, input))),

  /** GET /api/admin/transactions → statement rows (filters userId, accountId, type, from, to). */
  transactions: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/transactions',
        tags: ['admin'],
        summary: 'List statement rows',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(TransactionsQuery)
    .output(z.array(TransactionSchema))
    .query(({ ctx, input }) => withPage(ctx, adminTransactions(ctx.db, input))),

  /** GET /api/admin/audit → audit entries, newest first (filters actorId, action, targetType, from, to). */
  audit: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/audit',
        tags: ['admin'],
        summary: 'Audit log',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(AuditQuery)
    .output(z.array(AuditEntrySchema))
    .query(({ ctx, input }) => withPage(ctx, adminAudit(ctx.db, input))),

  /** GET /api/admin/applications → enrollment applications (no hashes or file paths). */
  enrollments: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/applications',
        tags: ['admin'],
        summary: 'Enrollment applications',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(AllQuery)
    .output(z.array(RecordSchema))
    .query(({ ctx, input }) => withPage(ctx, listEnrollments(ctx.db, input))),

  /** POST /api/admin/applications/{id}/decision {decision} → approve (verifies the user) or reject. */
  decideEnrollment: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/applications/{id}/decision',
        tags: ['admin'],
        summary: 'Approve or reject an enrollment',
      },
    })
    .input(Decision)
    .output(z.object({ id: z.number(), status: z.string() }))
    .mutation(({ ctx, input }) => decideEnrollment(ctx.db, input.id, input.decision, ctx.user.id)),

  /** GET /api/admin/loan-applications → loan applications. */
  loanApplications: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/loan-applications',
        tags: ['admin'],
        summary: 'Loan applications',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(AllQuery)
    .output(z.array(RecordSchema))
    .query(({ ctx, input }) => withPage(ctx, listLoanApplicationsAll(ctx.db, input))),

  /** POST /api/admin/loan-applications/{id}/decision {decision} → approve or reject. */
  decideLoanApplication: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/loan-applications/{id}/decision',
        tags: ['admin'],
        summary: 'Approve or reject a loan application',
      },
    })
    .input(Decision)
    .output(z.object({ id: z.number(), status: z.string() }))
    .mutation(({ ctx, input }) =>
      decideLoanApplication(ctx.db, input.id, input.decision, ctx.user.id),
    ),

  /** GET /api/admin/support/tickets → every ticket. */
  tickets: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/support/tickets',
        tags: ['admin'],
        summary: 'Support tickets',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(AllQuery)
    .output(z.array(TicketSchema))
    .query(({ ctx, input }) => withPage(ctx, listTickets(ctx.db, null, input))),

  /** GET /api/admin/support/feedback → all feedback. */
  feedback: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/support/feedback',
        tags: ['admin'],
        summary: 'Feedback',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(AllQuery)
    .output(z.array(FeedbackSchema))
    .query(({ ctx, input }) => withPage(ctx, listFeedback(ctx.db, input))),

  /** POST /api/admin/demo/reset → {ok}: restores the seeded demo bank (as npm run db:reset). Signs everyone out. */
  resetDemo: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/demo/reset',
        tags: ['admin'],
        summary: 'Reset the demo bank',
      },
    })
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await resetBank(ctx.db, 'demo');
      recordAudit(ctx.db, {
        actorId: null,
        action: 'DEMO_RESET',
        targetType: 'bank',
        targetId: null,
        after: { by: ctx.user.username },
      });
      // The reset signs everyone out; the trainer who asked for it stays signed in.
      const admin = ctx.db.select().from(users).where(eq(users.username, ctx.user.username)).get();
      if (admin?.role === 'ADMIN') {
        const { token } = createSession(ctx.db, admin.id, { userAgent: ctx.userAgent, ip: ctx.ip });
        ctx.resHeaders.append('Set-Cookie', sessionCookie(token, ctx.secure));
      }
      return { ok: true as const };
    }),

  /** GET /api/admin/training → the trainer settings. */
  training: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/training',
        tags: ['admin'],
        summary: 'Training settings',
      },
    })
    .input(z.void())
    .output(TrainingSchema)
    .query(({ ctx }) => getTrainingSettings(ctx.db)),

  /**
   * PUT /api/admin/training {latencyMs, settleLocalAfterSeconds|null, settleWireAfterSeconds|null,
   * externalFailureRate, checkHoldSeconds} → the saved settings; PENDING transfers are re-timed.
   */
  saveTraining: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/training',
        tags: ['admin'],
        summary: 'Save training settings',
      },
    })
    .input(TrainingSchema)
    .output(TrainingSchema)
    .mutation(({ ctx, input }) => saveTrainingSettings(ctx.db, input, ctx.user.id)),

  // The admin screens' reads (tRPC only): the lists above as {items, nextCursor, total}.
  /** adminOps.transfersPage: transfers, newest first; filters status, userId. */
  transfersPage: adminProcedure
    .input(TransfersQuery)
    .output(pageOutput(TransferSchema))
    .query(({ ctx, input }) => listAllTransfers(ctx.db, input)),
  /** adminOps.billsPage: bills, latest due date first; filters userId, status. */
  billsPage: adminProcedure
    .input(BillsQuery)
    .output(pageOutput(AdminBillSchema))
    .query(({ ctx, input }) => adminBills(ctx.db, input)),
  /** adminOps.transactionsPage: statement rows, newest first; filters userId, accountId, type, from, to. */
  transactionsPage: adminProcedure
    .input(TransactionsQuery)
    .output(pageOutput(TransactionSchema))
    .query(({ ctx, input }) => adminTransactions(ctx.db, input)),
  /** adminOps.auditPage: the audit log, newest first; filters actorId, action, targetType, from, to. */
  auditPage: adminProcedure
    .input(AuditQuery)
    .output(pageOutput(AuditEntrySchema))
    .query(({ ctx, input }) => adminAudit(ctx.db, input)),
  /** adminOps.enrollmentsPage: enrollment applications, newest first. */
  enrollmentsPage: adminProcedure
    .input(AllQuery)
    .output(pageOutput(RecordSchema))
    .query(({ ctx, input }) => listEnrollments(ctx.db, input)),
  /** adminOps.loanApplicationsPage: loan applications, newest first. */
  loanApplicationsPage: adminProcedure
    .input(AllQuery)
    .output(pageOutput(RecordSchema))
    .query(({ ctx, input }) => listLoanApplicationsAll(ctx.db, input)),
  /** adminOps.ticketsPage: every support ticket, newest first. */
  ticketsPage: adminProcedure
    .input(AllQuery)
    .output(pageOutput(TicketSchema))
    .query(({ ctx, input }) => listTickets(ctx.db, null, input)),
  /** adminOps.feedbackPage: all feedback, newest first. */
  feedbackPage: adminProcedure
    .input(AllQuery)
    .output(pageOutput(FeedbackSchema))
    .query(({ ctx, input }) => listFeedback(ctx.db, input)),
});
