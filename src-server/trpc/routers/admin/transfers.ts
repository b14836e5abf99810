/**
 * Admin transfer tools: one transfer in full (parties and status history) and setting a
 * transfer's status. Spread into the adminOps router (paths adminOps.transfer and
 * adminOps.setTransferStatus).
 */
import { z } from 'zod';
import { defectOn } from '../../../defects/switches';
import { setTransferStatus, transferDetail } from '../../../services/admin/transfers';
import { idParam, TransferSchema } from '../../../shared/dto';
import { formatCents, parseCents } from '../../../shared/money';
import { adminProcedure } from '../../init';

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

/**
 * The admin transfer tools, spread into adminOps: one transfer in full (GET
 * /api/admin/transfers/{id}) and setting its status (PATCH /api/transfers/{id}/status).
 */
export const adminTransferProcedures = {
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
    .query(({ ctx, input }) => {
      const detail = transferDetail(ctx.db, input.id);
      if (!defectOn(ctx, 'admin-transfer-amount-cents-as-dollars')) return detail;
      // Planted defect (bug hunt): the answer reads the cents as dollars; the books are untouched.
      const cents = parseCents(detail.amount);
      return cents.ok ? { ...detail, amount: formatCents(cents.cents * 100) } : detail;
    }),

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
      ctx.ledger.run(() => setTransferStatus(ctx.db, input.id, input.status, ctx.user.id, ctx.now)),
    ),
};
