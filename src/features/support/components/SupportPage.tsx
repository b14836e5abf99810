import { Stack, Tabs, Title } from '@mantine/core';
import { IconActivity, IconHelp, IconMessage, IconStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { TabStrip } from '@/components/TabStrip';
import { useSessionUser } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { ContactChannels } from './ContactChannels';
import { FaqTab } from './FaqTab';
import { FeedbackTab } from './FeedbackTab';
import { MyTickets } from './MyTickets';
import { ServiceStatusTab } from './ServiceStatusTab';
import { TicketForm } from './TicketForm';

/** Contact Us: the ticket form (email and phone from the profile), the channels and recent tickets. */
function ContactTab() {
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const profile = useQuery({
    ...trpc.settings.profile.queryOptions({ id: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  if (profile.isPending && user) return <FullPageLoading compact />;
  return (
    <Stack gap="md">
      <TicketForm
        email={profile.data?.email ?? user?.email ?? ''}
        phone={profile.data?.phone ?? ''}
      />
      <ContactChannels />
      <MyTickets />
    </Stack>
  );
}

/**
 * `/support`: the Support Center with tabs Contact Us, FAQ, Service Status and Feedback
 *.
 */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <>
      <BackButton />
      <Title order={1} fz="h3" my="md">
        {t('Support Center')}
      </Title>
      <Tabs defaultValue="contact" keepMounted={false}>
        <TabStrip mb="md">
          <Tabs.Tab value="contact" leftSection={<IconMessage size={16} />}>
            {t('Contact Us')}
          </Tabs.Tab>
          <Tabs.Tab value="faq" leftSection={<IconHelp size={16} />}>
            {t('FAQ')}
          </Tabs.Tab>
          <Tabs.Tab value="status" leftSection={<IconActivity size={16} />}>
            {t('Service Status')}
          </Tabs.Tab>
          <Tabs.Tab value="feedback" leftSection={<IconStar size={16} />}>
            {t('Feedback')}
          </Tabs.Tab>
        </TabStrip>
        <Tabs.Panel value="contact">
          <ContactTab />
        </Tabs.Panel>
        <Tabs.Panel value="faq">
          <FaqTab />
        </Tabs.Panel>
        <Tabs.Panel value="status">
          <ServiceStatusTab />
        </Tabs.Panel>
        <Tabs.Panel value="feedback">
          <FeedbackTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
