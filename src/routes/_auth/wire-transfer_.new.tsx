import { createFileRoute } from '@tanstack/react-router';
import { BackButton } from '../../components/BackButton';
import { PinGuard } from '../-components/security/PinGuard';
import { NewExternalTransferForm } from '../-components/transfers/NewExternalTransferForm';

/** `/wire-transfer/new`: the 'Wire Transfer' form, behind the PIN guard (customer-area.md §2). */
export const Route = createFileRoute('/_auth/wire-transfer_/new')({
  component: () => (
    <PinGuard>
      <BackButton />
      <NewExternalTransferForm type="WIRE" />
    </PinGuard>
  ),
});
