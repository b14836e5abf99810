import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { MoreRows } from '@/components/MoreRows';
import { type TransferType, transferPagesOptions } from '@/features/transfers/lib/pages';
import { errorMessage } from '@/lib/errors';
import { pageItems } from '@/lib/paging';
import { useTRPC } from '@/lib/trpc';
import { TransferCard } from './TransferCard';

/** Each card's title by transfer type ('Internal Transfer'; ...). */
const CARD_TITLES: Record<TransferType, string> = {
  INTERNAL: 'Internal Transfer',
  LOCAL: 'Local Transfer',
  WIRE: 'Wire Transfer',
};

interface TransferListProps {
  /** One type, or every type when left out (the /transfers page's All Transfers tab). */
  type?: TransferType;
  /** Opens the way to a first transfer (the empty state's button). */
  onCreate: () => void;
}

/**
 * The signed-in user's transfers of one type or all, newest first, with the empty state
 * (Local and Wire Transfers; the /transfers tabs). Rows come
 * page by page: the next page loads when the end of the list nears the screen, or with
 * 'Load more'.
 */
export function TransferList({ type, onCreate }: TransferListProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const transfers = useInfiniteQuery(transferPagesOptions(trpc, type));

  if (transfers.isPending) return <FullPageLoading compact />;
  if (transfers.isError) {
    return (
      <Alert color="red" title={t('Error')}>
        {errorMessage(transfers.error, t('Could not load transfers.'))}
      </Alert>
    );
  }
  // The server already filters by type; filtering again keeps the list right whatever it sends.
  const rows = pageItems(transfers.data).filter(
    (transfer) => !type || transfer.transferType === type,
  );
  if (rows.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Stack align="center" gap="sm">
          <IconArrowsExchange size={40} color="var(--mantine-color-gray-5)" aria-hidden="true" />
          <Text c="dimmed">{t('No transfers found')}</Text>
          <Button onClick={onCreate}>{t('Create Your First Transfer')}</Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((transfer) => (
          <TransferCard
            key={transfer.id}
            transfer={transfer}
            title={t(CARD_TITLES[transfer.transferType])}
          />
        ))}
      </Stack>
      <MoreRows
        hasNextPage={transfers.hasNextPage}
        isFetchingNextPage={transfers.isFetchingNextPage}
        isFetching={transfers.isFetching}
        fetchNextPage={transfers.fetchNextPage}
        pages={transfers.data.pages.length}
      />
    </>
  );
}
