/**
 * Learn → Challenges: the catalogue by track, with the learner's progress (a bar per track
 * and one in total), their score, and each challenge's description, difficulty and hints. A
 * hint is revealed only after the learner confirms that it lowers the challenge's points.
 * Solves arrive over the live stream (the list is read again), so nothing here reloads.
 */
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  Progress,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/i18n/format';
import { errorMessage } from '@/lib/errors';
import { showErrorToast } from '@/lib/toast';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { pointsFor, TRACK_LABELS, TRACKS, type Track } from './lib/score';

interface Item {
  key: string;
  title: string;
  track: Track;
  difficulty: number;
  description: string;
  hints: string[];
  hintsTotal: number;
  solved: boolean;
  solvedAt: string | null;
}

/** Solved of total as a whole percentage (0 for an empty list). */
const percent = (solved: number, total: number) =>
  total === 0 ? 0 : Math.round((solved / total) * 100);

/** The screen. */
export function ChallengesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const list = useQuery(trpc.challenges.list.queryOptions());
  const items = (list.data ?? []) as Item[];
  const solved = items.filter((i) => i.solved);
  const score = solved.reduce((sum, i) => sum + pointsFor(i.difficulty, i.hints.length), 0);

  return (
    <Stack gap="lg">
      <Title order={1} fz="h3">
        {t('Challenges')}
      </Title>
      <Text c="dimmed">
        {t(
          'The bank notices when you do what a challenge asks: try things in the screens or through the API, and watch your progress fill up.',
        )}
      </Text>
      {list.isError && (
        <Text c="red">{errorMessage(list.error, t('Could not load the challenges.'))}</Text>
      )}
      <Card withBorder radius="md" p="md" aria-label={t('Your progress')} component="section">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{t('Your progress')}</Text>
          <Text fw={600} data-testid="challenge-score">
            {t('Score: {{points}}', { points: score })}
          </Text>
        </Group>
        <ProgressRow
          label={t('All challenges')}
          solved={solved.length}
          total={items.length}
          testId="progress-total"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          {TRACKS.map((track) => {
            const mine = items.filter((i) => i.track === track);
            return (
              <ProgressRow
                key={track}
                label={t(TRACK_LABELS[track])}
                solved={mine.filter((i) => i.solved).length}
                total={mine.length}
                testId={`progress-${track}`}
              />
            );
          })}
        </SimpleGrid>
      </Card>
      {TRACKS.map((track) => (
        <Stack key={track} gap="sm" component="section" aria-label={t(TRACK_LABELS[track])}>
          <Title order={2} fz="h4">
            {t(TRACK_LABELS[track])}
          </Title>
          {items
            .filter((i) => i.track === track)
            .map((item) => (
              <ChallengeCard key={item.key} item={item} />
            ))}
        </Stack>
      ))}
    </Stack>
  );
}

function ProgressRow(props: { label: string; solved: number; total: number; testId: string }) {
  const { t } = useTranslation();
  const value = percent(props.solved, props.total);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{props.label}</Text>
        <Text size="sm" c="dimmed" data-testid={`${props.testId}-count`}>
          {t('{{solved}} of {{total}}', { solved: props.solved, total: props.total })}
        </Text>
      </Group>
      {/* The bar is the section (role progressbar): its name and value words go there, not
          on the root, where ARIA does not allow them. */}
      <Progress.Root data-testid={props.testId}>
        <Progress.Section
          value={value}
          withAria={false}
          role="progressbar"
          aria-label={props.label}
          aria-valuemin={0}
          aria-valuemax={props.total}
          aria-valuenow={props.solved}
          aria-valuetext={t('{{solved}} of {{total}}', {
            solved: props.solved,
            total: props.total,
          })}
        />
      </Progress.Root>
    </Stack>
  );
}

function ChallengeCard({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const reveal = useMutation({
    mutationFn: () => client.challenges.revealHint.mutate({ key: item.key }),
    onSuccess: () => queryClient.invalidateQueries(trpc.challenges.list.pathFilter()),
    onError: (error) =>
      showErrorToast({ title: t('Error'), message: errorMessage(error, t('Error')) }),
  });
  const hintsLeft = item.hintsTotal - item.hints.length;
  return (
    <Card withBorder radius="md" p="md" data-testid={`challenge-${item.key}`}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb={4}>
        <Text fw={600}>{t(item.title)}</Text>
        <Group gap="xs">
          <Rating
            value={item.difficulty}
            count={5}
            readOnly
            size="xs"
            // Read-only stars are a picture of the level: role img lets them carry its name.
            role="img"
            aria-label={t('Difficulty {{level}} of 5', { level: item.difficulty })}
          />
          {item.solved ? (
            <Badge color="green" data-testid="challenge-solved">
              {t('Solved')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('Not solved yet')}
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="sm">{t(item.description)}</Text>
      {item.solvedAt && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('Solved on {{time}}', { time: formatDateTime(item.solvedAt, i18n.language) })}
        </Text>
      )}
      {item.hints.length > 0 && (
        <List size="sm" mt="xs" spacing={2}>
          {item.hints.map((hint) => (
            <List.Item key={hint}>{t(hint)}</List.Item>
          ))}
        </List>
      )}
      {!item.solved && hintsLeft > 0 && (
        <Group mt="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => setConfirming(true)}
            loading={reveal.isPending}
          >
            {t('Reveal a hint')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('{{count}} hints left', { count: hintsLeft })}
          </Text>
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('Reveal a hint?')}
        centered
      >
        <Text size="sm">
          {t(
            'Each hint you reveal lowers the points this challenge gives when you solve it. Reveal the next hint?',
          )}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('Cancel')}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              reveal.mutate();
            }}
          >
            {t('Reveal the hint')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
