import { createFileRoute } from '@tanstack/react-router';
import { CreateCustomerPage } from '@/features/admin/components/users/CreateCustomerPage';

/** /admin/users/new: 'Create Customer'. */
export const Route = createFileRoute('/admin/_admin/users/new')({
  component: CreateCustomerPage,
});
