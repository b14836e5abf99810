import { Tabs, Title } from '@mantine/core';
import {
  IconBell,
  IconCode,
  IconFileText,
  IconMail,
  IconPlugConnected,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { TabStrip } from '@/components/TabStrip';
import { ConnectedApps } from '@/features/openbanking/components/ConnectedApps';
import { DeveloperTab } from '@/features/profile/components/DeveloperTab';
import { PreferencesTab } from '@/features/profile/components/PreferencesTab';
import { ProfileTab } from '@/features/profile/components/ProfileTab';
import { SecurityTab } from '@/features/profile/components/SecurityTab';
import { StatementsTab } from '@/features/profile/components/StatementsTab';
import { MessagesTab } from '@/features/recovery/components/MessagesTab';

const TABS = [
  'profile',
  'security',
  'notifications',
  'statements',
  'messages',
  'developer',
  'apps',
] as const;
type SettingsTab = (typeof TABS)[number];

/**
 * A page of this app behind the PIN guard, where saving a first PIN returns the customer
 * (`?returnTo=`): one of the transfer forms' paths, so the parameter cannot send anyone elsewhere.
 */
const PIN_PAGE = /^\/(?:local-transfer|local-transfer\/new|wire-transfer\/new)$/;

/**
 * `/profile`: Account Settings with tabs Profile, Security, Notifications, Statements,
 * Messages (the emails and SMS sent to the customer), Developer (API tokens, webhooks) and
 * Connected apps (open-banking consents). `?tab=security` opens the Security tab; `?tab=statements` loads the accounts and their
 * tax summary years first. `?returnTo=` (a transfer form the PIN guard sent the customer from)
 * puts the PIN form first and returns there once a PIN is saved.
 */
export const Route = createFileRoute('/_auth/profile')({
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ context: { queryClient, trpc, user }, deps }) => {
    const profile = queryClient.prefetchQuery(trpc.settings.profile.queryOptions({ id: user.id }));
    // The Statements tab lists each account's tax years as the API gives them.
    if (deps.tab === 'statements') {
      const accounts = await queryClient
        .ensureQueryData(trpc.accounts.mine.queryOptions())
        .catch(() => []);
      await Promise.all(
        accounts.map((account) =>
          queryClient.prefetchQuery(trpc.statements.taxSummaries.queryOptions({ id: account.id })),
        ),
      );
    }
    await profile;
  },
  validateSearch: (search: Record<string, unknown>): { tab?: SettingsTab; returnTo?: string } => {
    const tab = TABS.find((name) => name === search.tab);
    const returnTo =
      typeof search.returnTo === 'string' && PIN_PAGE.test(search.returnTo)
        ? search.returnTo
        : undefined;
    return { ...(tab && tab !== 'profile' ? { tab } : {}), ...(returnTo ? { returnTo } : {}) };
  },
  component: AccountSettings,
});

function AccountSettings() {
  const { t } = useTranslation();
  const { tab = 'profile', returnTo } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const select = (value: string | null) => {
    const next = TABS.find((name) => name === value) ?? 'profile';
    void navigate({ search: next === 'profile' ? {} : { tab: next }, replace: true });
  };

  return (
    <>
      <BackButton />
      <Title order={1} fz="h3" my="md">
        {t('Account Settings')}
      </Title>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <TabStrip mb="md">
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
            {t('Profile')}
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} />}>
            {t('Security')}
          </Tabs.Tab>
          <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
            {t('Notifications')}
          </Tabs.Tab>
          <Tabs.Tab value="statements" leftSection={<IconFileText size={16} />}>
            {t('Statements')}
          </Tabs.Tab>
          <Tabs.Tab value="messages" leftSection={<IconMail size={16} />}>
            {t('Messages')}
          </Tabs.Tab>
          <Tabs.Tab value="developer" leftSection={<IconCode size={16} />}>
            {t('Developer')}
          </Tabs.Tab>
          <Tabs.Tab value="apps" leftSection={<IconPlugConnected size={16} />}>
            {t('Connected apps')}
          </Tabs.Tab>
        </TabStrip>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityTab
            returnTo={returnTo}
            onPinSaved={returnTo ? () => void navigate({ to: returnTo as never }) : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <PreferencesTab />
        </Tabs.Panel>
        <Tabs.Panel value="statements">
          <StatementsTab />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesTab />
        </Tabs.Panel>
        <Tabs.Panel value="developer">
          <DeveloperTab />
        </Tabs.Panel>
        <Tabs.Panel value="apps">
          <ConnectedApps />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
