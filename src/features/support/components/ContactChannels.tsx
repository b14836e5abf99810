import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';

/** One channel's card: its icon, its name in bold, then what the channel says. */
function ChannelCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Stack gap={4} align="flex-start">
        <ThemeIcon variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The contact channels: phone 24/7 (the brand's number), email replies within 2 hours,
 * messages to the support desk (a ticket, whose conversation the desk answers in), and the
 * branches with the brand's hours, the same rows the public home page shows.
 */
export function ContactChannels() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <ChannelCard icon={<IconPhone size={18} />} title={t('Phone Support')}>
          <Text size="sm">{brand.phone}</Text>
          <Text size="sm" c="dimmed">
            {t('Available 24/7')}
          </Text>
        </ChannelCard>
        <ChannelCard icon={<IconMail size={18} />} title={t('Email Support')}>
          <Text size="sm" c="dimmed">
            {t('We reply within 2 hours')}
          </Text>
        </ChannelCard>
        <ChannelCard icon={<IconMessageCircle size={18} />} title={t('Message the support desk')}>
          <Text size="sm" c="dimmed">
            {t(
              'Send a ticket with the form above: the support desk answers in its conversation, and you can reply there.',
            )}
          </Text>
        </ChannelCard>
        <ChannelCard icon={<IconBuildingBank size={18} />} title={t('Visit a Branch')}>
          <Stack gap={2} w="100%">
            {brand.branchHours.map((row) => (
              <Group key={row.days} justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {t(row.days)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(row.hours)}
                </Text>
              </Group>
            ))}
          </Stack>
        </ChannelCard>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('Support tickets are answered within 24 hours.')}
      </Text>
    </Stack>
  );
}
