import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SERVICES: Array<{ name: string; status: 'operational' | 'maintenance' }> = [
  { name: 'Online Banking', status: 'operational' },
  { name: 'Mobile Banking', status: 'operational' },
  { name: 'Internal Transfers', status: 'operational' },
  { name: 'Local Transfers', status: 'operational' },
  { name: 'Wire Transfers', status: 'maintenance' },
  { name: 'Bill Pay', status: 'operational' },
  { name: 'Card Services', status: 'operational' },
];

/** Support Center > Service Status: wire transfers in maintenance, the rest operational. */
export function ServiceStatusTab() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {SERVICES.map((service) => (
          <Group
            key={service.name}
            component="li"
            justify="space-between"
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Text fw={600}>{t(service.name)}</Text>
            <Badge color={service.status === 'operational' ? 'green' : 'yellow'} variant="dot">
              {service.status === 'operational' ? t('Operational') : t('Maintenance')}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
