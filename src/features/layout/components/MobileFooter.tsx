import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import {
  type Icon,
  IconBell,
  IconHeadset,
  IconHome,
  IconLogout,
  IconSettings,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

const LINKS: Array<{ label: string; to: string; icon: Icon }> = [
  { label: 'Settings', to: '/profile', icon: IconSettings },
  { label: 'Notifications', to: '/notifications', icon: IconBell },
  { label: 'Home', to: '/dashboard', icon: IconHome },
  { label: 'Support', to: '/support', icon: IconHeadset },
];

function Item({ icon: ItemIcon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <Box ta="center" className={classes.footerLink}>
      <ItemIcon size={22} aria-hidden="true" style={{ display: 'block', margin: '0 auto' }} />
      <Text fz={11} fw={600} mt={2}>
        {children}
      </Text>
    </Box>
  );
}

/** The phone-only footer bar: Settings, Notifications, Home, Support, Logout. */
export function MobileFooter({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('Quick links')}
      hiddenFrom="sm"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      py={8}
      className={classes.footer}
      style={{ zIndex: 100 }}
    >
      <Group justify="space-around" wrap="nowrap" gap={0}>
        {LINKS.map((link) => (
          <UnstyledButton key={link.to} component={Link} to={link.to} px={4}>
            <Item icon={link.icon}>{t(link.label)}</Item>
          </UnstyledButton>
        ))}
        <UnstyledButton onClick={onLogout} px={4}>
          <Item icon={IconLogout}>{t('Logout')}</Item>
        </UnstyledButton>
      </Group>
    </Box>
  );
}
