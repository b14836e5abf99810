import { Alert, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { MoreRows } from '@/components/MoreRows';
import { TabStrip } from '@/components/TabStrip';
import { BILL_TABS, type Bill, type BillTab, billsForTab } from '@/features/bills/lib/bills';
import { billPagesOptions } from '@/features/bills/lib/pages';
import { errorMessage } from '@/lib/errors';
import { pageItems } from '@/lib/paging';
import { useTRPC } from '@/lib/trpc';
import { AddBillModal } from './AddBillModal';
import { BillCard } from './BillCard';
import { PayBillModal } from './PayBillModal';

/**
 * `/bills`: Bill Pay: the signed-in user's bills in
 * tabs All Bills, Pending, Paid, Overdue and Recurring, Add Bill and Pay Now. Bills come
 * page by page, soonest due first: the next page loads as the end of the list nears the
 * screen, or with 'Load more'; each tab shows the loaded bills it matches.
 */
export function BillsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const bills = useInfiniteQuery(billPagesOptions(trpc));
  const [adding, addDialog] = useDisclosure(false);
  const [paying, setPaying] = useState<Bill | null>(null);

  const list = (tab: BillTab) => {
    if (bills.isPending) return <FullPageLoading compact />;
    if (bills.isError) {
      return (
        <Alert color="red" title={t('Error')}>
          {errorMessage(bills.error, t('Could not load your bills.'))}
        </Alert>
      );
    }
    const rows = billsForTab(pageItems(bills.data), tab);
    const more = (
      <MoreRows
        hasNextPage={bills.hasNextPage}
        isFetchingNextPage={bills.isFetchingNextPage}
        isFetching={bills.isFetching}
        fetchNextPage={bills.fetchNextPage}
        pages={bills.data.pages.length}
      />
    );
    if (rows.length === 0 && !bills.hasNextPage) {
      return (
        <Paper withBorder p="xl" ta="center">
          <Stack align="center" gap="sm">
            <IconFileInvoice size={40} color="var(--mantine-color-gray-5)" aria-hidden="true" />
            <Text fw={600}>{t('No bills found')}</Text>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addDialog.open}>
              {t('Add Your First Bill')}
            </Button>
          </Stack>
        </Paper>
      );
    }
    return (
      <>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((bill) => (
            <BillCard key={bill.id} bill={bill} onPay={() => setPaying(bill)} />
          ))}
        </Stack>
        {more}
      </>
    );
  };

  return (
    <>
      <BackButton />
      <Group justify="space-between" my="md" gap="sm">
        <Title order={1} fz="h3">
          {t('Bill Pay')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={addDialog.open}>
          {t('Add Bill')}
        </Button>
      </Group>
      <Tabs defaultValue="all" keepMounted={false}>
        <TabStrip mb="md">
          {BILL_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </TabStrip>
        {BILL_TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {list(tab.value)}
          </Tabs.Panel>
        ))}
      </Tabs>
      <AddBillModal opened={adding} onClose={addDialog.close} />
      <PayBillModal bill={paying} onClose={() => setPaying(null)} />
    </>
  );
}
