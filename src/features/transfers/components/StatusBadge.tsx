import { Badge } from '@mantine/core';
import type { TransferStatusSchema } from '@shared/dto';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type TransferStatus = z.infer<typeof TransferStatusSchema>;

// Keyed by the transfers' one status list, so a status added there fails the type check here
// until it has its words and colour.
const STATUS: Record<TransferStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  COMPLETED: { label: 'Completed', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
  // The bank's own statuses beyond the three: a payment set for a later day, and one the
  // customer took back before it.
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

/**
 * A transfer's status badge: Pending yellow, Completed green, Failed red, Scheduled blue,
 * Cancelled gray; any other value as given. The words take the `transfer` context, so a
 * language whose adjectives agree with the noun can say them of a transfer.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = Object.hasOwn(STATUS, status) ? STATUS[status as TransferStatus] : undefined;
  return (
    // The dot variant keeps the status colour in the dot and the text in the body colour:
    // yellow or green text on a light tint is below AA contrast.
    <Badge color={known?.color ?? 'gray'} variant="dot">
      {known ? t(known.label, { context: 'transfer' }) : status}
    </Badge>
  );
}
