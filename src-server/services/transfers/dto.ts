/** Maps transfer rows to the transfer shape the API answers with. */
import type { z } from 'zod';
import type { transfers } from '../../db/schema';
import type { TransferSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';
import { returnReason } from '../../shared/return-codes';

/** A transfer row as Drizzle reads it: amount and fees in integer cents. */
export type TransferRow = typeof transfers.$inferSelect;
/** A transfer on the wire (see TransferSchema). */
export type TransferDto = z.infer<typeof TransferSchema>;

/** cents → two-decimal strings, times → ISO 8601; a return code with its description. */
export function toTransferDto(row: TransferRow): TransferDto {
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
    returnCode: row.returnCode,
    returnReason: returnReason(row.returnCode),
    failureReason: row.failureReason,
  };
}
