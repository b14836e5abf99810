import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The services the status lists. The demo bank has no outage to report: every service runs
 * in the one process that serves this page, so each is operational while the page loads.
 */
const SERVICES = [
  'Online Banking',
  'Mobile Banking',
  'Internal Transfers',
  'Local Transfers',
  'Wire Transfers',
  'Bill Pay',
  'Card Services',
] as const;

/** Support Center > Service Status: every service operational. */
export function ServiceStatusTab() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed" mb="xs">
        {t('All services are operational.')}
      </Text>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {SERVICES.map((name) => (
          <Group
            key={name}
            component="li"
            justify="space-between"
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Text fw={600}>{t(name)}</Text>
            <Badge color="green" variant="dot">
              {t('Operational')}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
