import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { BugReports } from './BugReports';

const AREAS = ['UI', 'API', 'RULES', 'VALIDATION', 'ACCESSIBILITY', 'SECURITY', 'PERFORMANCE'];

/**
 * /admin/bug-hunt, 'Bug hunt': the catalogue of planted defects with a switch each, an area
 * filter, the answer key's columns on request, and the students' reports.
 */
export function BugHuntPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.defects.list.queryOptions());
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [area, setArea] = useState('ALL');
  const [answers, setAnswers] = useState(false);
  useEffect(() => {
    if (list.data) setChosen(new Set(list.data.filter((x) => x.on).map((x) => x.key)));
  }, [list.data]);
  const save = useMutation(
    trpc.defects.save.mutationOptions({
      onSuccess: () => {
        showToast({ message: t('Defects saved') });
        void queryClient.invalidateQueries({ queryKey: trpc.defects.pathKey() });
      },
      onError: (error) =>
        showErrorToast({ message: errorMessage(error, t('The defects could not be saved.')) }),
    }),
  );
  if (list.isPending) return <LoadingText label={t('Loading...')} />;
  if (list.isError)
    return <LoadError text={t('The defects could not be loaded.')} error={list.error} />;
  const shown = list.data.filter((x) => area === 'ALL' || x.area === area);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
  };
  return (
    <>
      <PageHeader
        title="Bug hunt"
        description="Planted defects for a software-testing class. Off everywhere by default."
        actions={
          <Button loading={save.isPending} onClick={() => save.mutate({ on: [...chosen] })}>
            {t('Save defects')}
          </Button>
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <SegmentedControl
                aria-label={t('Area')}
                value={area}
                onChange={setArea}
                data={[
                  { value: 'ALL', label: t('All') },
                  ...AREAS.map((a) => ({ value: a, label: a })),
                ]}
              />
              <Switch
                label={t('Show the answer key')}
                checked={answers}
                onChange={(e) => setAnswers(e.currentTarget.checked)}
              />
            </Group>
            <Text size="sm" c="dimmed">
              {t('{{on}} of {{total}} defects on', { on: chosen.size, total: list.data.length })}
            </Text>
            <Table.ScrollContainer minWidth={700}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('On')}</Table.Th>
                    <Table.Th>{t('Defect')}</Table.Th>
                    <Table.Th>{t('Area')}</Table.Th>
                    <Table.Th>{t('Severity')}</Table.Th>
                    <Table.Th>{t('Where')}</Table.Th>
                    {answers && <Table.Th>{t('Expected')}</Table.Th>}
                    {answers && <Table.Th>{t('Actual')}</Table.Th>}
                    {answers && <Table.Th>{t('Technique')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((x) => (
                    <Table.Tr key={x.key}>
                      <Table.Td>
                        <Switch
                          aria-label={x.key}
                          checked={chosen.has(x.key)}
                          onChange={(e) => toggle(x.key, e.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{x.title}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {x.key}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light">{x.area}</Badge>
                      </Table.Td>
                      <Table.Td>{x.severity}</Table.Td>
                      <Table.Td>
                        <Text size="xs" ff="monospace">
                          {x.where}
                        </Text>
                      </Table.Td>
                      {answers && <Table.Td>{x.expected}</Table.Td>}
                      {answers && <Table.Td>{x.actual}</Table.Td>}
                      {answers && <Table.Td>{x.technique}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
        <Title order={2} fz="h3">
          {t('Reports')}
        </Title>
        <BugReports />
      </Stack>
    </>
  );
}
