import { createFileRoute } from '@tanstack/react-router';
import { AllStatements } from '@/features/statements/components/AllStatements';

/** `/statements`: every account's statement and downloads. */
export const Route = createFileRoute('/_auth/statements')({
  component: AllStatements,
});
