import { Badge, Button, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
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
 * The contact channels with their fixed hours: phone 24/7, email
 * reply in 2 hours, chat Mon-Fri 8 AM-8 PM, branch Mon-Fri 9 AM-5 PM; live chat toggles
 * locally between Start Chat and End Chat.
 */
export function ContactChannels() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [chatting, setChatting] = useState(false);
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
        <ChannelCard icon={<IconMessageCircle size={18} />} title={t('Live Chat')}>
          <Text size="sm" c="dimmed">
            {t('Mon-Fri 8 AM-8 PM')}
          </Text>
          {chatting && (
            <Badge color="green" variant="dot" role="status">
              {t('Chat session active')}
            </Badge>
          )}
          <Button
            size="xs"
            variant={chatting ? 'outline' : 'filled'}
            color={chatting ? 'red' : undefined}
            onClick={() => setChatting((c) => !c)}
          >
            {chatting ? t('End Chat') : t('Start Chat')}
          </Button>
        </ChannelCard>
        <ChannelCard icon={<IconBuildingBank size={18} />} title={t('Visit a Branch')}>
          <Text size="sm" c="dimmed">
            {t('Mon-Fri 9 AM-5 PM')}
          </Text>
        </ChannelCard>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('Support tickets are answered within 24 hours.')}
      </Text>
    </Stack>
  );
}
