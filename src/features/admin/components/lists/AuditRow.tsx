import { Button, Code, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '@/features/admin/components/ui/CustomerLink';
import { displayDateTime } from '@/features/admin/lib/format';
import type { AuditEntry } from '@/features/admin/lib/types';

function Json({ title, value }: { title: string; value: unknown }) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Code>
    </Stack>
  );
}

/**
 * One audit entry: the actor by name (linking to the user), the target with the user's name
 * when it is a user, and the before/after JSON behind a Details toggle.
 */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = `audit-${entry.id}-details`;
  const hasDetails = entry.before != null || entry.after != null;
  return (
    <>
      <Table.Tr>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDateTime(entry.createdAt)}</Table.Td>
        <Table.Td>
          {entry.actorId === null ? (
            t('System')
          ) : (
            <CustomerLink id={entry.actorId} name={entry.actorName} />
          )}
        </Table.Td>
        <Table.Td>
          <Text size="sm" ff="monospace">
            {entry.action}
          </Text>
        </Table.Td>
        <Table.Td>
          {entry.targetType}
          {entry.targetId ? ` #${entry.targetId}` : ''}
          {entry.targetName && (
            <Text size="sm" c="dimmed">
              {entry.targetName}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          {hasDetails && (
            <Button
              size="compact-sm"
              variant="subtle"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={t('Details of entry {{id}}', { id: entry.id })}
              leftSection={
                open ? (
                  <IconChevronDown size={14} aria-hidden="true" />
                ) : (
                  <IconChevronRight size={14} aria-hidden="true" />
                )
              }
              onClick={() => setOpen((o) => !o)}
            >
              {t('Details')}
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={5}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Json title={t('Before')} value={entry.before} />
              <Json title={t('After')} value={entry.after} />
            </SimpleGrid>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
