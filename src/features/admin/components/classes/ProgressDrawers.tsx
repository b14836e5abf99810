/** The class progress's drill-downs: one student's solves, one challenge's solvers. */
import { Badge, Drawer, Stack, Table, Text } from '@mantine/core';
import { IconDroplet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '@/features/admin/components/ui/QueryState';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { displayDateTime } from '@/features/admin/lib/format';
import type { ClassProgressData } from '@/features/admin/lib/types';

type Student = ClassProgressData['students'][number];
type Challenge = ClassProgressData['challenges'][number];

/**
 * One student's solves (when, hints used, points, firsts marked), why they are flagged if
 * they are, and a link to the student; closed while `picked` is undefined.
 */
export function StudentDrawer({
  picked,
  titleOf,
  onClose,
}: {
  picked: Student | undefined;
  titleOf: (key: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={picked !== undefined}
      onClose={onClose}
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
  );
}

/** Who solved one challenge and when, the first solver marked; closed while undefined. */
export function ChallengeDrawer({
  pickedChallenge,
  nameOf,
  onClose,
}: {
  pickedChallenge: Challenge | undefined;
  nameOf: Map<number, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={pickedChallenge !== undefined}
      onClose={onClose}
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
  );
}
