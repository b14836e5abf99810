import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '@/components/TabStrip';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { useLiveEvent } from '@/features/live/hooks/useLiveEvent';
import { BASE_PATH } from '@/lib/base-path';
import { errorMessage } from '@/lib/errors';
import { showErrorToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { ChallengeSwitches } from './ChallengeSwitches';
import { ChallengeDrawer, StudentDrawer } from './ProgressDrawers';
import { ChallengesTable, StudentsTable } from './ProgressTables';

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
        translate={false}
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
        <TabStrip mb="md">
          <Tabs.Tab value="students">{t('Students')}</Tabs.Tab>
          <Tabs.Tab value="challenges">{t('Challenges')}</Tabs.Tab>
          <Tabs.Tab value="switches">{t('Turn challenges off')}</Tabs.Tab>
        </TabStrip>
        <Tabs.Panel value="students">
          <StudentsTable p={p} titleOf={titleOf} onPick={setStudent} />
        </Tabs.Panel>
        <Tabs.Panel value="challenges">
          <ChallengesTable p={p} nameOf={nameOf} onPick={setChallenge} />
        </Tabs.Panel>
        <Tabs.Panel value="switches">
          <ChallengeSwitches p={p} catalogue={catalogue.data} toggle={toggle} />
        </Tabs.Panel>
      </Tabs>

      <StudentDrawer picked={picked} titleOf={titleOf} onClose={() => setStudent(null)} />
      <ChallengeDrawer
        pickedChallenge={pickedChallenge}
        nameOf={nameOf}
        onClose={() => setChallenge(null)}
      />
    </>
  );
}
