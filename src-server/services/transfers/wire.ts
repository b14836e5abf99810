/** Maps transfer rows to the wire (customer-area.md §3, transfers). */
import type { z } from 'zod';
import type { transfers } from '../../db/schema';
import { formatCents } from '../../shared/money';
import type { TransferSchema } from '../../shared/wire';

export type TransferRow = typeof transfers.$inferSelect;
export type WireTransfer = z.infer<typeof TransferSchema>;

/** cents → two-decimal strings, times → ISO 8601. */
export function toWireTransfer(row: TransferRow): WireTransfer {
  return {
    id: row.id,
    userId: row.userId,
    fromAccountId: row.fromAccountId,
    toAccountId: row.toAccountId,
    beneficiaryId: row.beneficiaryId,
    amount: formatCents(row.amount),
    transferType: row.transferType,
    description: row.description,
    reference: row.reference,
    status: row.status,
    fees: formatCents(row.fees),
    scheduledDate: row.scheduledDate,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
