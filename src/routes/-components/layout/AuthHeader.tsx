import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { SessionUserSchema } from '../../../../src-server/shared/wire';
import { BrandLogo } from '../../../components/BrandLogo';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

interface AuthHeaderProps {
  user: z.infer<typeof SessionUserSchema>;
  onLogout: () => void;
}

/** The customer area's header: logo to /dashboard, bell, user menu (customer-area.md §2). */
export function AuthHeader({ user, onLogout }: AuthHeaderProps) {
  return (
    <Box
      component="header"
      bg="white"
      pos="sticky"
      top={0}
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl" py="xs">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/dashboard" underline="never">
            <BrandLogo size={30} />
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <UserMenu user={user} onLogout={onLogout} />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
