import { Divider, NavLink, Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconArrowsExchange,
  IconBug,
  IconCash,
  IconChecks,
  IconClipboardCheck,
  IconClockPlay,
  IconFileInvoice,
  IconFlask,
  IconHeadset,
  IconHistory,
  IconLayoutDashboard,
  IconList,
  IconMail,
  IconPlugConnected,
  IconSchool,
  IconShieldLock,
  IconUsers,
  IconUsersGroup,
  IconWallet,
  IconWorld,
} from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BASE_PATH } from '@/lib/base-path';

interface Item {
  label: string;
  to: string;
  icon: Icon;
}

/** The admin side menu's main screens, in their fixed order. */
const MAIN: Item[] = [
  { label: 'Overview', to: '/admin', icon: IconLayoutDashboard },
  { label: 'Users', to: '/admin/users', icon: IconUsers },
  { label: 'Transfers', to: '/admin/transfers', icon: IconArrowsExchange },
  { label: 'Bills', to: '/admin/bills', icon: IconFileInvoice },
  { label: 'Transactions', to: '/admin/transactions', icon: IconList },
];

/** The further screens, below the main ones: accounts, deposits, audit, outbox, approvals and the rest. */
const MORE: Item[] = [
  { label: 'Accounts', to: '/admin/accounts', icon: IconWallet },
  { label: 'Deposits', to: '/admin/deposits', icon: IconCash },
  { label: 'Audit', to: '/admin/audit', icon: IconHistory },
  { label: 'Outbox', to: '/admin/outbox', icon: IconMail },
  { label: 'Approvals', to: '/admin/approvals', icon: IconChecks },
  { label: 'Applications', to: '/admin/applications', icon: IconClipboardCheck },
  { label: 'Support', to: '/admin/support', icon: IconHeadset },
  { label: 'Trainer tools', to: '/admin/training', icon: IconSchool },
  { label: 'Bug hunt', to: '/admin/bug-hunt', icon: IconBug },
  { label: 'Clock', to: '/admin/clock', icon: IconClockPlay },
  { label: 'Simulations', to: '/admin/simulations', icon: IconWorld },
  { label: 'Classes', to: '/admin/classes', icon: IconUsersGroup },
  { label: 'Sandboxes', to: '/admin/sandboxes', icon: IconFlask },
  { label: 'Security', to: '/admin/security', icon: IconShieldLock },
  { label: 'Third parties', to: '/admin/third-parties', icon: IconPlugConnected },
];

/** Sandboxes are made and listed by the main bank only: a sandbox bank hosts none. */
const MORE_HERE = BASE_PATH === '' ? MORE : MORE.filter((item) => item.to !== '/admin/sandboxes');

/** True when `pathname` is the item's screen or one of its detail screens. */
function isCurrent(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/admin') return path === '/admin';
  return path === to || path.startsWith(`${to}/`);
}

/**
 * The admin side menu: Overview, Users, Transfers, Bills, Transactions with the current item
 * highlighted, then Accounts, Deposits, Audit, Outbox, Approvals, Applications, Support,
 * Trainer tools, Clock, Simulations, Classes, Sandboxes (main bank only), Security (the
 * admin's two-factor sign-in).
 * `onNavigate` lets the phone drawer close after a choice.
 */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const render = (item: Item) => {
    const current = isCurrent(pathname, item.to);
    const ItemIcon = item.icon;
    return (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={t(item.label)}
        leftSection={<ItemIcon size={18} aria-hidden="true" />}
        active={current}
        // The router's Link sets aria-current itself; Overview must match /admin exactly.
        activeOptions={{ exact: item.to === '/admin' }}
        onClick={onNavigate}
        variant="light"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  };
  return (
    <Stack gap={2} component="nav" aria-label={t('Admin menu')}>
      {MAIN.map(render)}
      <Divider my="xs" />
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" px="sm" pb={4}>
        {t('More tools')}
      </Text>
      {MORE_HERE.map(render)}
    </Stack>
  );
}
