import { createFileRoute } from '@tanstack/react-router';
import { BackButton } from '../../components/BackButton';
import { PinGuard } from '../-components/security/PinGuard';
import { NewExternalTransferForm } from '../-components/transfers/NewExternalTransferForm';

/** `/local-transfer/new`: the 'Local Transfer' form, behind the PIN guard (customer-area.md §2). */
export const Route = createFileRoute('/_auth/local-transfer_/new')({
  component: () => (
    <PinGuard>
      <BackButton />
      <NewExternalTransferForm type="LOCAL" />
    </PinGuard>
  ),
});
