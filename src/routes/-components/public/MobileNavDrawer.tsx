import { Box, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand';
import { MAIN_NAV } from './navItems';

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The burger menu on small screens: routing number banner and the main navigation (§2). */
export function MobileNavDrawer({ opened, onClose }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Drawer opened={opened} onClose={onClose} title={brand.name} size="xs" hiddenFrom="lg">
      <Stack gap="md">
        <Box bg="brand.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="xs" c="dimmed">
            {t('Routing Number')}
          </Text>
          <Text fw={700} c="brand.8">
            {brand.routingNumber}
          </Text>
        </Box>
        <Box component="nav" aria-label={t('Main navigation')}>
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(item.label)}
              rightSection={<IconChevronRight size={16} aria-hidden="true" />}
              onClick={onClose}
              fw={600}
            />
          ))}
        </Box>
      </Stack>
    </Drawer>
  );
}
