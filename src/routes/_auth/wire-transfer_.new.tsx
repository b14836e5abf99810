import { createFileRoute } from '@tanstack/react-router';
import { BackButton } from '@/components/BackButton';
import { PinGuard } from '@/features/security/components/PinGuard';
import { NewExternalTransferForm } from '@/features/transfers/components/NewExternalTransferForm';

/** `/wire-transfer/new`: the 'Wire Transfer' form, behind the PIN guard (customer-area.md §2). */
export const Route = createFileRoute('/_auth/wire-transfer_/new')({
  component: () => (
    <PinGuard>
      <BackButton />
      <NewExternalTransferForm type="WIRE" />
    </PinGuard>
  ),
});
