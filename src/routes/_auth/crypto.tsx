import { createFileRoute } from '@tanstack/react-router';
import { CryptoPage } from '@/features/crypto/components/CryptoPage';

/** `/crypto`: Cryptocurrency (operations-and-admin.md §2 Cryptocurrency). */
export const Route = createFileRoute('/_auth/crypto')({
  component: CryptoPage,
});
