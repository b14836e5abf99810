/** The class progress's two tables: by student and by challenge. */
import { Anchor, Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconDroplet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '@/features/admin/components/ui/QueryState';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { displayDateTime } from '@/features/admin/lib/format';
import type { ClassProgressData } from '@/features/admin/lib/types';
import { TRACK_LABELS, TRACKS } from '@/features/learn/lib/score';

/**
 * Student × track: solved of total per track, score, hints used, last activity, the
 * challenges solved first (a badge with their titles) and the cheat signal. A student's name
 * opens their drill-down (`onPick`).
 */
export function StudentsTable({
  p,
  titleOf,
  onPick,
}: {
  p: ClassProgressData;
  titleOf: (key: string) => string;
  onPick: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
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
                  <Anchor component="button" type="button" onClick={() => onPick(s.id)}>
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
                <Table.Td key={track} ta="right" data-testid={`progress-${s.username}-${track}`}>
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
    </>
  );
}

/**
 * The challenges solved by anyone in the class: track, how many solved it, the first solver.
 * A title opens who solved it (`onPick`).
 */
export function ChallengesTable({
  p,
  nameOf,
  onPick,
}: {
  p: ClassProgressData;
  nameOf: Map<number, string>;
  onPick: (key: string) => void;
}) {
  const { t } = useTranslation();
  return p.challenges.length === 0 ? (
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
              <Anchor component="button" type="button" onClick={() => onPick(c.key)}>
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
            <Table.Td>{c.firstSolver !== null ? (nameOf.get(c.firstSolver) ?? '—') : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
