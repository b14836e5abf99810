import { SimpleGrid } from '@mantine/core';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { CardAuthorizationForm } from './CardAuthorizationForm';
import { InboundTransferForm } from './InboundTransferForm';
import { Lessons, MonthEndNow } from './Lessons';
import { ReturnForm } from './ReturnForm';

/**
 * /admin/simulations: the admin plays the outside world. Three forms (an inbound ACH credit
 * or wire, an ACH return of a completed LOCAL transfer, a card authorization with settle and
 * reverse), each picking the customer and the account, transfer or card by name or number and
 * telling what the bank did in a sentence with a link to the record (each in its own file);
 * interest and statements on demand; and the lessons a trainer can load.
 */
export function SimulationsPage() {
  return (
    <>
      <PageHeader
        title="Simulations"
        description="Play the other banks and the card network. Every simulation moves money through the ledger and is audit-logged."
      />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        <InboundTransferForm />
        <ReturnForm />
        <CardAuthorizationForm />
        <MonthEndNow />
      </SimpleGrid>
      <Lessons />
    </>
  );
}
