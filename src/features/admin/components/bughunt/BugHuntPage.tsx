import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { useListFilters } from '@/features/admin/components/ui/Pager';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { AnswerKey } from './AnswerKey';
import { BugReports } from './BugReports';

const AREAS = ['UI', 'API', 'RULES', 'VALIDATION', 'ACCESSIBILITY', 'SECURITY', 'PERFORMANCE'];

/**
 * 'Apply to a class's banks': a class picker and one button that switches the chosen defects
 * in the class's banks (this bank, where the class lives, and its students' sandboxes).
 * @param chosen the keys to switch on (every other one off)
 */
function ClassApply({ chosen }: { chosen: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const classes = useQuery(trpc.adminClasses.page.queryOptions({ limit: 100 }));
  const [classId, setClassId] = useState<string | null>(null);
  const apply = useMutation(
    trpc.defects.save.mutationOptions({
      onSuccess: (answer) => {
        showToast({
          // "1 sandbox": the English singulars are in i18n/en-plurals.ts, Italian's _one and
          // _other forms in i18n/it/bughunt.json.
          message: answer.thisBank
            ? t('Defects applied to this bank and {{count}} sandboxes of the class', {
                count: answer.sandboxes.length,
              })
            : t('Defects applied to {{count}} sandboxes of the class', {
                count: answer.sandboxes.length,
              }),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.defects.pathKey() });
      },
      onError: (error) =>
        showErrorToast({ message: errorMessage(error, t('The defects could not be saved.')) }),
    }),
  );
  const options = (classes.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('Class')}
        placeholder={t('Pick a class')}
        data={options}
        value={classId}
        onChange={setClassId}
        searchable
        w={260}
        nothingFoundMessage={t('No classes yet.')}
      />
      <Button
        variant="default"
        disabled={!classId}
        loading={apply.isPending}
        onClick={() => classId && apply.mutate({ on: [...chosen], classId: Number(classId) })}
      >
        {t("Apply to a class's banks")}
      </Button>
    </Group>
  );
}

/**
 * Says up front, before any switch, that this bank's own defects cannot be switched on (the
 * main bank without BUG_HUNT=on), what the trainer can do instead, and that Save defects can
 * only switch them all off here.
 * @param hostsSandboxes whether this bank hosts sandboxes, so a class's sandboxes are the way
 */
function LockedNotice({ hostsSandboxes }: { hostsSandboxes: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      title={t('Defects cannot be switched on in this bank')}
      data-testid="defects-locked"
    >
      <Stack gap={4}>
        <Text size="sm">
          {hostsSandboxes
            ? t(
                'The server runs without BUG_HUNT=on, so defects can be switched on only in a class\'s sandboxes: choose them below, pick the class and press "Apply to a class\'s banks".',
              )
            : t('The server runs without BUG_HUNT=on.')}
        </Text>
        <Text size="sm">
          {t('To switch defects on in this bank itself, restart the server with BUG_HUNT=on.')}
        </Text>
        <Text size="sm">{t('Here, "Save defects" can only switch every defect off.')}</Text>
      </Stack>
    </Alert>
  );
}

/**
 * /admin/bug-hunt, 'Bug hunt': the catalogue of planted defects with a switch each, an area
 * filter, the answer key's columns on request, applying the switches to a class's banks, the
 * answer key with who found what, and the students' reports.
 */
export function BugHuntPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.defects.list.queryOptions());
  // Whether this bank's own defects may be switched on; unknown (still loading or failed)
  // leaves the screen as it was, and the save's answer says the rest.
  const rules = useQuery(trpc.defects.status.queryOptions());
  const locked = rules.data?.maySwitchOn === false;
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [area, setArea] = useState('ALL');
  const [answers, setAnswers] = useState(false);
  const [keyOpen, setKeyOpen] = useState(false);
  // The tab lives in the URL, so a reload during the hunt stays on the reports.
  const { filters, set } = useListFilters({ tab: '' });
  const tab = filters.tab === 'reports' ? 'reports' : 'defects';
  const reports = useQuery(trpc.defects.reports.queryOptions());
  const pending = reports.data?.reports.filter((r) => r.status === 'PENDING').length ?? 0;
  useEffect(() => {
    if (list.data) setChosen(new Set(list.data.filter((x) => x.on).map((x) => x.key)));
  }, [list.data]);
  const save = useMutation(
    trpc.defects.save.mutationOptions({
      onSuccess: () => {
        showToast({ message: t('Defects saved') });
        void queryClient.invalidateQueries({ queryKey: trpc.defects.pathKey() });
      },
      onError: (error) => {
        showErrorToast({ message: errorMessage(error, t('The defects could not be saved.')) });
        // Nothing was saved: the switches show the saved state again, read afresh.
        const saved = queryClient.getQueryData(trpc.defects.list.queryKey());
        if (saved) setChosen(new Set(saved.filter((x) => x.on).map((x) => x.key)));
        void queryClient.invalidateQueries({ queryKey: trpc.defects.pathKey() });
      },
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
          <Group gap="xs">
            <Button variant="default" onClick={() => setKeyOpen(true)}>
              {t('Answer key')}
            </Button>
            <Button
              loading={save.isPending}
              disabled={locked && chosen.size > 0}
              onClick={() => save.mutate({ on: [...chosen] })}
            >
              {t('Save defects')}
            </Button>
          </Group>
        }
      />
      <Modal
        opened={keyOpen}
        onClose={() => setKeyOpen(false)}
        title={t('Answer key: who found what')}
        size="90%"
      >
        {keyOpen && <AnswerKey />}
      </Modal>
      <Stack gap="lg">
        {locked && <LockedNotice hostsSandboxes={rules.data?.hostsSandboxes === true} />}
        {/* Two tabs: the reports and scores can be shown to a class without the catalogue. */}
        <Tabs
          keepMounted={false}
          value={tab}
          onChange={(value) => set('tab')(value === 'reports' ? 'reports' : '')}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="defects">{t('Defects')}</Tabs.Tab>
            <Tabs.Tab
              value="reports"
              rightSection={
                pending > 0 ? (
                  <Badge size="sm" circle aria-label={t('{{count}} to review', { count: pending })}>
                    {pending}
                  </Badge>
                ) : null
              }
            >
              {t('Reports')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="defects">
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap">
                  {/* Eight areas do not fit a phone: the row scrolls sideways. */}
                  <ScrollArea type="auto" scrollbars="x" maw="100%" offsetScrollbars="x">
                    <SegmentedControl
                      aria-label={t('Area')}
                      value={area}
                      onChange={setArea}
                      data={[
                        { value: 'ALL', label: t('All') },
                        ...AREAS.map((a) => ({ value: a, label: t(a) })),
                      ]}
                    />
                  </ScrollArea>
                  <Switch
                    label={t('Show the answer key')}
                    checked={answers}
                    onChange={(e) => setAnswers(e.currentTarget.checked)}
                  />
                </Group>
                <Group justify="space-between" align="flex-end" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {locked
                      ? t('{{on}} of {{total}} defects chosen', {
                          on: chosen.size,
                          total: list.data.length,
                        })
                      : t('{{on}} of {{total}} defects on', {
                          on: chosen.size,
                          total: list.data.length,
                        })}
                  </Text>
                  <ClassApply chosen={chosen} />
                </Group>
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
                            <Badge variant="light">{t(x.area)}</Badge>
                          </Table.Td>
                          <Table.Td>{t(x.severity)}</Table.Td>
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
          </Tabs.Panel>
          <Tabs.Panel value="reports">
            <BugReports />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}
