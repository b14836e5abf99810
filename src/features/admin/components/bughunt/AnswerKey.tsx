import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { useTRPC } from '@/lib/trpc';

/**
 * The answer key for after the session: the planted defects that are on or were found (all
 * of them on request), each with what is expected, what happens and the technique, and the
 * students whose report was confirmed, the first finder marked.
 */
export function AnswerKey() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [all, setAll] = useState(false);
  const key = useQuery(trpc.defects.answerKey.queryOptions({ all }));
  const body = () => {
    if (key.isPending) return <LoadingText label="Loading..." />;
    if (key.isError)
      return <LoadError text="The answer key could not be loaded." error={key.error} />;
    if (key.data.length === 0) return <EmptyText text="No defect is on and none was found." />;
    return (
      <Table.ScrollContainer minWidth={800}>
        <Table striped aria-label={t('Answer key')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Defect')}</Table.Th>
              <Table.Th>{t('Where')}</Table.Th>
              <Table.Th>{t('Expected')}</Table.Th>
              <Table.Th>{t('Actual')}</Table.Th>
              <Table.Th>{t('Technique')}</Table.Th>
              <Table.Th>{t('Found by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {key.data.map((x) => (
              <Table.Tr key={x.key} data-testid={`answer-${x.key}`}>
                <Table.Td>
                  <Text size="sm">{x.title}</Text>
                  <Group gap={4}>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {x.key}
                    </Text>
                    {x.on && (
                      <Badge size="xs" variant="light">
                        {t('On')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {x.where}
                  </Text>
                </Table.Td>
                <Table.Td>{x.expected}</Table.Td>
                <Table.Td>{x.actual}</Table.Td>
                <Table.Td>{x.technique}</Table.Td>
                <Table.Td>
                  {x.foundBy.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('Nobody yet')}
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {x.foundBy.map((f) => (
                        <Group key={f.userId} gap={4} wrap="nowrap">
                          <Text size="sm">{f.student}</Text>
                          {f.first && (
                            <Badge size="xs" color="yellow">
                              {t('First')}
                            </Badge>
                          )}
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };
  return (
    <Stack gap="sm">
      <Switch
        label={t('Every defect of the catalogue')}
        checked={all}
        onChange={(e) => setAll(e.currentTarget.checked)}
      />
      {body()}
    </Stack>
  );
}
