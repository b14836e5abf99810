import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDroplet } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { displayDateTime } from '@/features/admin/lib/format';
import { useLiveEvent } from '@/features/live/hooks/useLiveEvent';
import { BASE_PATH } from '@/lib/base-path';
import { errorMessage } from '@/lib/errors';
import { showErrorToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const TRACKS = ['API', 'UI', 'OPERATIONS', 'SECURITY'] as const;
type Track = (typeof TRACKS)[number];
const TRACK_LABELS: Record<Track, string> = {
  API: 'API testing',
  UI: 'UI testing',
  OPERATIONS: 'Banking operations',
  SECURITY: 'Security',
};

/**
 * /admin/classes/{id}/progress: the class's challenge progress, live. A table student × track
 * (solved counts, score, hints, last activity, firsts and the cheat signal), a drill-down per
 * student and per challenge, the CSV download, and the switches that turn tracks and single
 * challenges off for the class. A `challenge` event (a solve anywhere) reads it again.
 */
export function ClassProgress({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const progress = useQuery(trpc.adminProgress.classProgress.queryOptions({ id: classId }));
  const catalogue = useQuery(trpc.adminProgress.catalogue.queryOptions());
  const [student, setStudent] = useState<number | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  useLiveEvent('challenge', () => {
    void queryClient.invalidateQueries(trpc.adminProgress.classProgress.pathFilter());
  });
  const setOff = useMutation(
    trpc.adminProgress.setSettings.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.adminProgress.pathFilter()),
      onError: (error) =>
        showErrorToast({
          title: t('Error'),
          message: errorMessage(error, t('Something went wrong. Please try again.')),
        }),
    }),
  );

  const back = (
    <AnchorLink to="/admin/classes/$classId" params={{ classId: String(classId) }} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('Back to the class')}
      </Group>
    </AnchorLink>
  );
  if (progress.isPending)
    return (
      <>
        {back}
        <LoadingText label="Loading progress…" />
      </>
    );
  if (progress.isError)
    return (
      <>
        {back}
        <LoadError text="Failed to load progress." error={progress.error} />
      </>
    );
  const p = progress.data;
  const titles = new Map((catalogue.data ?? []).map((c) => [c.key, c.title]));
  const titleOf = (key: string) => t(titles.get(key) ?? key);
  const nameOf = new Map(p.students.map((s) => [s.id, s.username]));
  const picked = p.students.find((s) => s.id === student);
  const pickedChallenge = p.challenges.find((c) => c.key === challenge);
  const toggle = (keyOrTrack: string, on: boolean) => {
    const off = on ? p.off.filter((k) => k !== keyOrTrack) : [...p.off, keyOrTrack];
    setOff.mutate({ id: classId, off });
  };

  return (
    <>
      {back}
      <PageHeader
        title={t('Progress: {{name}}', { name: p.name })}
        description="Challenge progress"
      />
      <Group mb="md" gap="sm">
        <Button
          component="a"
          href={`${BASE_PATH}/api/admin/classes/${classId}/progress.csv`}
          download
          variant="light"
        >
          {t('Download CSV')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('Updates arrive live as students solve challenges.')}
        </Text>
      </Group>
      <Tabs defaultValue="students">
        <Tabs.List mb="md">
          <Tabs.Tab value="students">{t('Students')}</Tabs.Tab>
          <Tabs.Tab value="challenges">{t('Challenges')}</Tabs.Tab>
          <Tabs.Tab value="switches">{t('Turn challenges off')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="students">
          <ScrollTable label={t('Progress by student')} minWidth={820}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Student')}</Table.Th>
                {TRACKS.map((track) => (
                  <Table.Th key={track} ta="right">
                    {t(TRACK_LABELS[track])}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('Score')}</Table.Th>
                <Table.Th ta="right">{t('Hints used')}</Table.Th>
                <Table.Th>{t('Last activity')}</Table.Th>
                <Table.Th>{t('Firsts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.students.map((s) => (
                <Table.Tr key={s.id} data-testid={`progress-${s.username}`}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component="button" type="button" onClick={() => setStudent(s.id)}>
                        {s.username}
                      </Anchor>
                      {s.cheat.flagged && (
                        <Tooltip label={t('Solves came too quickly to be honest')}>
                          <Badge
                            color="orange"
                            variant="light"
                            leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
                          >
                            {t('Check')}
                          </Badge>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                  {TRACKS.map((track) => (
                    <Table.Td
                      key={track}
                      ta="right"
                      data-testid={`progress-${s.username}-${track}`}
                    >
                      {t('{{solved}} of {{total}}', s.tracks[track])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" data-testid={`progress-${s.username}-score`}>
                    {s.score}
                  </Table.Td>
                  <Table.Td ta="right">{s.hintsUsed}</Table.Td>
                  <Table.Td>{s.lastActivity ? displayDateTime(s.lastActivity) : '—'}</Table.Td>
                  <Table.Td>
                    {s.firsts.length > 0 && (
                      <Tooltip label={s.firsts.map(titleOf).join(', ')}>
                        <Badge
                          color="red"
                          variant="light"
                          leftSection={<IconDroplet size={12} aria-hidden="true" />}
                        >
                          {s.firsts.length}
                        </Badge>
                      </Tooltip>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
          {p.students.length === 0 && <EmptyText text="No students in this class." />}
        </Tabs.Panel>
        <Tabs.Panel value="challenges">
          {p.challenges.length === 0 ? (
            <EmptyText text="No challenge solved yet." />
          ) : (
            <ScrollTable label={t('Progress by challenge')} minWidth={600}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Challenge')}</Table.Th>
                  <Table.Th>{t('Track')}</Table.Th>
                  <Table.Th ta="right">{t('Solved by')}</Table.Th>
                  <Table.Th>{t('First')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.challenges.map((c) => (
                  <Table.Tr key={c.key}>
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => setChallenge(c.key)}>
                        {t(c.title)}
                      </Anchor>
                      {!c.enabled && (
                        <Badge ml="xs" color="gray" variant="light">
                          {t('Off')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{t(TRACK_LABELS[c.track])}</Table.Td>
                    <Table.Td ta="right">{c.solvers.length}</Table.Td>
                    <Table.Td>
                      {c.firstSolver !== null ? (nameOf.get(c.firstSolver) ?? '—') : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="switches">
          <Paper withBorder radius="md" p="md">
            <Text size="sm" mb="md">
              {t(
                'A challenge turned off no longer counts for this class: later solves of it are not recorded.',
              )}
            </Text>
            <Stack gap="md">
              {TRACKS.map((track) => (
                <Stack key={track} gap={6}>
                  <Switch
                    label={t(TRACK_LABELS[track])}
                    fw={600}
                    checked={!p.off.includes(track)}
                    onChange={(e) => toggle(track, e.currentTarget.checked)}
                  />
                  <Group gap="lg" pl="lg">
                    {(catalogue.data ?? [])
                      .filter((c) => c.track === track)
                      .map((c) => (
                        <Switch
                          key={c.key}
                          size="xs"
                          label={t(c.title)}
                          disabled={p.off.includes(track)}
                          checked={!p.off.includes(c.key)}
                          onChange={(e) => toggle(c.key, e.currentTarget.checked)}
                        />
                      ))}
                  </Group>
                </Stack>
              ))}
            </Stack>
          </Paper>
        </Tabs.Panel>
      </Tabs>

      <Drawer
        opened={picked !== undefined}
        onClose={() => setStudent(null)}
        position="right"
        title={picked ? `${picked.name} (${picked.username})` : ''}
      >
        {picked && (
          <Stack gap="sm">
            {picked.cheat.flagged && (
              <Text size="sm" c="orange">
                {picked.cheat.burst
                  ? t('Five or more solves within ten seconds.')
                  : t('Solved sooner than honest work takes: {{keys}}', {
                      keys: picked.cheat.tooFast.map(titleOf).join(', '),
                    })}
              </Text>
            )}
            {picked.solves.length === 0 ? (
              <EmptyText text="No challenge solved yet." />
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('Challenge')}</Table.Th>
                    <Table.Th>{t('Solved')}</Table.Th>
                    <Table.Th ta="right">{t('Hints used')}</Table.Th>
                    <Table.Th ta="right">{t('Points')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {picked.solves.map((s) => (
                    <Table.Tr key={s.key}>
                      <Table.Td>
                        {titleOf(s.key)}
                        {picked.firsts.includes(s.key) && (
                          <IconDroplet
                            size={14}
                            color="var(--mantine-color-red-6)"
                            aria-label={t('First in the class')}
                            style={{ marginLeft: 4, verticalAlign: 'middle' }}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>{displayDateTime(s.solvedAt)}</Table.Td>
                      <Table.Td ta="right">{s.hintsUsed}</Table.Td>
                      <Table.Td ta="right">{s.points}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <AnchorLink to="/admin/users/$userId" params={{ userId: String(picked.id) }}>
              {t('Open the student (their requests and activity)')}
            </AnchorLink>
          </Stack>
        )}
      </Drawer>
      <Drawer
        opened={pickedChallenge !== undefined}
        onClose={() => setChallenge(null)}
        position="right"
        title={pickedChallenge ? t(pickedChallenge.title) : ''}
      >
        {pickedChallenge && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Student')}</Table.Th>
                <Table.Th>{t('Solved')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pickedChallenge.solvers.map((s, i) => (
                <Table.Tr key={s.userId}>
                  <Table.Td>
                    {nameOf.get(s.userId) ?? s.userId}
                    {i === 0 && (
                      <Badge ml="xs" color="red" variant="light">
                        {t('First')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{displayDateTime(s.solvedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Drawer>
    </>
  );
}
