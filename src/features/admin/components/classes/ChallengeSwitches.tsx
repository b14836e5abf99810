/** The switches that turn a track or a single challenge off for one class. */
import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassProgressData } from '@/features/admin/lib/types';
import { TRACK_LABELS, TRACKS } from '@/features/learn/lib/score';

/**
 * A switch per track and, under it, per challenge of the catalogue (disabled while its track
 * is off); `toggle(keyOrTrack, on)` asks for the change.
 */
export function ChallengeSwitches({
  p,
  catalogue,
  toggle,
}: {
  p: ClassProgressData;
  catalogue: readonly { key: string; title: string; track: string }[] | undefined;
  toggle: (keyOrTrack: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
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
              {(catalogue ?? [])
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
  );
}
