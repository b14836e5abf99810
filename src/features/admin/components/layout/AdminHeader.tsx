import { ActionIcon, Anchor, Badge, Box, Burger, Button, Group, Text } from '@mantine/core';
import type { SessionUserSchema } from '@shared/dto';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BrandLogo } from '@/components/BrandLogo';
import { ColorSchemeToggle } from '@/components/ColorSchemeToggle';
import { LanguageSwitch } from '@/components/LanguageSwitch';

interface AdminHeaderProps {
  user: z.infer<typeof SessionUserSchema>;
  onLogout: () => void;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/**
 * The admin area's own header: the brand to /admin, an Admin badge, the
 * signed-in admin, language and colour scheme, Logout; on phones a Burger opens the menu.
 */
export function AdminHeader({ user, onLogout, menuOpened, onToggleMenu }: AdminHeaderProps) {
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      px="md"
      py="xs"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 150, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            hiddenFrom="md"
            size="sm"
            opened={menuOpened}
            onClick={onToggleMenu}
            aria-label={t('Admin menu')}
            aria-expanded={menuOpened}
          />
          <Anchor component={Link} to="/admin" underline="never" aria-label={t('Admin home')}>
            <BrandLogo size={28} />
          </Anchor>
          <Badge color="dark" variant="filled" visibleFrom="xs">
            {t('Admin')}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" visibleFrom="sm" maw={260} truncate>
            {t('Signed in as {{name}}', { name })}
          </Text>
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          <ColorSchemeToggle />
          <Button
            variant="default"
            size="xs"
            visibleFrom="xs"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={onLogout}
          >
            {t('Logout')}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            hiddenFrom="xs"
            aria-label={t('Logout')}
            title={t('Logout')}
            onClick={onLogout}
          >
            <IconLogout size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
