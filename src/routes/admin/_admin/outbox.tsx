import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '@/features/admin/components/outbox/OutboxPage';
import { outboxSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/outbox: every email and SMS, with channel and status filters in the URL. */
export const Route = createFileRoute('/admin/_admin/outbox')({
  validateSearch: outboxSearchSchema,
  component: OutboxPage,
});
