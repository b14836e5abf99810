import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/recovery/components/ForgotPasswordPage';

/** `/forgot-password`: ask for a password reset link by username or email address. */
export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});
