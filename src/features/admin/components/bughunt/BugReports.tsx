import { Badge, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { BASE_PATH } from '@/lib/base-path';
import { errorMessage } from '@/lib/errors';
import { showErrorToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Decision = 'CONFIRMED' | 'DUPLICATE' | 'REJECTED';

/** A student's multi-line text shown as typed: line breaks kept, long words wrapped. */
const AS_TYPED = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The students' bug reports, oldest first, each with the catalogue entries it may match and
 * the trainer's buttons (confirm a match, duplicate, reject); the scores below.
 */
export function BugReports() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reports = useQuery(trpc.defects.reports.queryOptions());
  const keys = useQuery(trpc.defects.list.queryOptions());
  const [match, setMatch] = useState<Record<number, string | null>>({});
  const decide = useMutation(
    trpc.defects.decide.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.defects.reports.queryKey() }),
      onError: (error) =>
        showErrorToast({ message: errorMessage(error, t('The report could not be updated.')) }),
    }),
  );
  if (reports.isPending) return <LoadingText label={t('Loading...')} />;
  if (reports.isError)
    return <LoadError text={t('The reports could not be loaded.')} error={reports.error} />;
  const allKeys = (keys.data ?? []).map((x) => x.key);
  const send = (id: number, status: Decision, defectKey: string | null) =>
    decide.mutate({ id, status, defectKey });
  return (
    <Stack gap="md">
      {reports.data.reports.length === 0 ? (
        <Text c="dimmed">{t('No reports yet.')}</Text>
      ) : (
        <Group>
          {/* Every report with the student's points so far, for a spreadsheet. */}
          <Button
            component="a"
            href={`${BASE_PATH}/api/admin/defect-reports.csv`}
            download
            variant="light"
          >
            {t('Download CSV')}
          </Button>
        </Group>
      )}
      {reports.data.reports.map((r) => {
        const chosen = match[r.id] ?? r.defectKey ?? r.suggestions[0] ?? null;
        return (
          <Paper key={r.id} withBorder p="md" data-testid={`report-${r.id}`}>
            <Stack gap={6}>
              <Group justify="space-between">
                <Text fw={600}>{r.title}</Text>
                <Badge>{t(r.status)}</Badge>
              </Group>
              <Text size="sm">
                {r.student} · {t(r.severity)} · <code>{r.where}</code>
                {r.requestId ? ` · ${r.requestId}` : ''}
              </Text>
              {/* The student's texts as typed: their line breaks kept. */}
              {r.steps && (
                <Text size="sm" style={AS_TYPED}>
                  {r.steps}
                </Text>
              )}
              <Text size="sm" c="dimmed" style={AS_TYPED}>
                {t('Expected')}: {r.expected}
              </Text>
              <Text size="sm" c="dimmed" style={AS_TYPED}>
                {t('Actual')}: {r.actual}
              </Text>
              <Group gap="xs" align="flex-end">
                <Select
                  label={t('Matches defect')}
                  data={[...new Set([...r.suggestions, ...allKeys])]}
                  value={chosen}
                  onChange={(v) => setMatch({ ...match, [r.id]: v })}
                  searchable
                  w={320}
                />
                <Button
                  size="xs"
                  disabled={!chosen}
                  onClick={() => send(r.id, 'CONFIRMED', chosen)}
                >
                  {t('Confirm')}
                </Button>
                <Button size="xs" variant="default" onClick={() => send(r.id, 'DUPLICATE', chosen)}>
                  {t('Duplicate')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => send(r.id, 'REJECTED', null)}
                >
                  {t('Reject')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Table striped aria-label={t('Scores')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Student')}</Table.Th>
            <Table.Th>{t('Confirmed')}</Table.Th>
            <Table.Th>{t('First finds')}</Table.Th>
            <Table.Th>{t('Points')}</Table.Th>
            <Table.Th>{t('Found')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.data.scores.map((s) => (
            <Table.Tr key={s.userId}>
              <Table.Td>{s.student}</Table.Td>
              <Table.Td>{s.confirmed}</Table.Td>
              <Table.Td>{s.firstFinds}</Table.Td>
              <Table.Td data-testid={`points-${s.userId}`}>{s.points}</Table.Td>
              <Table.Td>{s.found.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
