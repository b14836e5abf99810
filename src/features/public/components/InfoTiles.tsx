import { Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import classes from './public.module.css';

/** The routing number and branch hours tiles, both from the brand config. */
export function InfoTiles() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Container size="xl" py={{ base: 'xl', sm: 48 }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder shadow="xs" p="lg">
          <Group align="flex-start" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              <IconBuildingBank size={24} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} fz="lg">
                {t('Routing Number')}
              </Title>
              <Text fz={28} fw={800} lts={1} className={classes.strong}>
                {brand.routingNumber}
              </Text>
              <Text size="sm" c="dimmed">
                {t('Use it for direct deposits and incoming transfers.')}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder shadow="xs" p="lg">
          <Group align="flex-start" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              <IconClock size={24} />
            </ThemeIcon>
            <Stack gap={6} style={{ flex: 1 }}>
              <Title order={2} fz="lg">
                {t('Branch Hours')}
              </Title>
              {brand.branchHours.map((row) => (
                <Group key={row.days} justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {t(row.days)}
                  </Text>
                  <Text size="sm">{t(row.hours)}</Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
