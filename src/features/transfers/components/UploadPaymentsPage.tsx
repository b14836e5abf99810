import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  List,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { displayUsd } from '@shared/money';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FilePayment,
  filePayments,
  type PaymentResult,
  samplePaymentFile,
  sendPaymentFile,
} from '@/features/transfers/lib/paymentFile';
import { accountTypeLabel } from '@/i18n/format';
import { displayBusinessDate } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency';
import { useSessionUser } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** A file larger than a batch can be (1 MB is the bank's body limit). */
const MAX_FILE_BYTES = 1024 * 1024;

/** The sample file's download link: built from the customer's accounts and payees. */
function useSampleUrl(): string | null {
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const accounts = useQuery(trpc.accounts.mine.queryOptions());
  const payees = useQuery({
    ...trpc.beneficiaries.byUser.queryOptions({ userId: user?.id ?? 0 }),
    enabled: !!user,
  });
  const { t } = useTranslation();
  const xml = useMemo(() => {
    const mine = accounts.data ?? [];
    const from = mine.find((a) => a.accountType === 'CHECKING') ?? mine[0];
    if (!from || !user) return null;
    const holder = `${user.firstName} ${user.lastName}`;
    const to = [
      ...mine
        .filter((a) => a.id !== from.id)
        .map((a) => ({ accountNumber: a.accountNumber, name: holder })),
      ...(payees.data ?? []).map((p) => ({ accountNumber: p.accountNumber, name: p.name })),
    ];
    return samplePaymentFile(
      { accountNumber: from.accountNumber, name: accountTypeLabel(from.accountType, t) },
      to,
      holder,
      new Date(),
    );
  }, [accounts.data, payees.data, user, t]);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!xml) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [xml]);
  return url;
}

/**
 * What a file came to, in one line: how many payments were made now, and how many were
 * scheduled for the file's later execution date (accepted, but no money has moved yet).
 */
function outcomeText(results: readonly PaymentResult[], t: TFunction): string {
  const accepted = results.filter((r) => r.status === 'ok');
  const scheduled = accepted.filter((r) => r.transfer.status === 'SCHEDULED').length;
  const made = t('{{made}} of {{total}} payments made', {
    made: accepted.length - scheduled,
    total: results.length,
  });
  return scheduled ? `${made}, ${t('{{count}} scheduled', { count: scheduled })}` : made;
}

/** The results table: one row per payment of the file, with what happened to it. */
function ResultsTable({
  payments,
  results,
}: {
  payments: readonly FilePayment[];
  results: readonly PaymentResult[];
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped verticalSpacing="xs" aria-label={t('Payment results')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('Reference')}</Table.Th>
              <Table.Th>{t('Payee')}</Table.Th>
              <Table.Th ta="right">{t('Amount')}</Table.Th>
              <Table.Th>{t('Result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((result) => {
              const payment = payments[result.index];
              return (
                <Table.Tr key={result.index}>
                  <Table.Td>{result.index + 1}</Table.Td>
                  <Table.Td>{payment?.endToEndId}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{payment?.creditorName}</Text>
                    <Text size="xs" c="dimmed">
                      {payment?.creditorAccount}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {result.status === 'ok'
                      ? displayUsd(result.transfer.amount)
                      : payment?.amount && displayUsd(payment.amount)}
                  </Table.Td>
                  <Table.Td>
                    {result.status === 'ok' && result.transfer.status === 'SCHEDULED' ? (
                      <Badge color="blue" variant="light">
                        {t('Scheduled for {{date}}', {
                          date: displayBusinessDate(result.transfer.scheduledDate ?? ''),
                        })}
                      </Badge>
                    ) : result.status === 'ok' ? (
                      <Badge color="green" variant="light">
                        {t(result.transfer.status === 'COMPLETED' ? 'Completed' : 'Pending')}
                      </Badge>
                    ) : (
                      <Stack gap={2}>
                        <Badge color="red" variant="light">
                          {t('Refused')}
                        </Badge>
                        <Text size="xs">{result.error.message}</Text>
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * `/upload-payments`: send a pain.001 bulk payments file; each payment is made or refused on
 * its own and the table shows which. A sample file from the customer's own accounts can be
 * downloaded and sent as it is.
 */
export function UploadPaymentsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sampleUrl = useSampleUrl();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const [outcome, setOutcome] = useState<{
    payments: FilePayment[];
    results: PaymentResult[];
  } | null>(null);
  // One key per chosen file, so a retry after a lost answer never pays twice.
  const [key, setKey] = useState(newIdempotencyKey);

  const pick = (next: File | null) => {
    setFile(next);
    setKey(newIdempotencyKey());
    setFailure(null);
    setOutcome(null);
  };

  const send = async () => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFailure({ message: t('The file is too large (1 MB at most)'), details: [] });
      return;
    }
    setBusy(true);
    setFailure(null);
    const xml = await file.text();
    const answer = await sendPaymentFile(xml, key);
    setBusy(false);
    if (!answer.ok) {
      setOutcome(null);
      setFailure({
        message: answer.message ?? t('The payments file could not be sent. Please try again.'),
        details: answer.details,
      });
      return;
    }
    setOutcome({ payments: filePayments(xml), results: answer.results });
    showToast({ title: t('Payments sent'), message: outcomeText(answer.results, t) });
    for (const filter of [
      trpc.transfers.pathFilter(),
      trpc.accounts.pathFilter(),
      trpc.notifications.pathFilter(),
    ]) {
      void queryClient.invalidateQueries(filter);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('Upload payments')}
      </Title>
      <Text c="dimmed">
        {t(
          'Send many payments at once as an ISO 20022 pain.001.001.03 file (at most 1,000 payments, in US dollars). Pay to your own accounts by their account number, or to saved payees by theirs. Each payment is made or refused on its own.',
        )}
      </Text>
      {sampleUrl && (
        <Anchor href={sampleUrl} download="payments-sample.pain001.xml" w="fit-content">
          <IconDownload size={16} style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('Download a sample file')}
        </Anchor>
      )}
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <FileInput
            label={t('Payments file (pain.001)')}
            placeholder={t('Choose an XML file')}
            accept=".xml,application/xml,text/xml"
            value={file}
            onChange={pick}
            leftSection={<IconFileUpload size={16} />}
            clearable
          />
          {failure && (
            <Alert color="red" title={t('The file was not accepted')} role="alert">
              <Text size="sm">{failure.message}</Text>
              {failure.details.length > 0 && (
                <List size="sm" mt="xs">
                  {failure.details.map((detail) => (
                    <List.Item key={detail}>{detail}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Button onClick={send} loading={busy} disabled={!file} w={{ base: '100%', sm: 'auto' }}>
            {t('Send payments')}
          </Button>
        </Stack>
      </Paper>
      {outcome && (
        <>
          <Text fw={500} role="status">
            {outcomeText(outcome.results, t)}
          </Text>
          <ResultsTable payments={outcome.payments} results={outcome.results} />
        </>
      )}
    </Stack>
  );
}
