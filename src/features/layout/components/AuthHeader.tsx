import '@/styles/mantine-all';
import { Anchor, Box, Container, Group } from '@mantine/core';
import type { SessionUserSchema } from '@shared/dto';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import { BrandLogo } from '@/components/BrandLogo';
import { ColorSchemeToggle } from '@/components/ColorSchemeToggle';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ReportBugButton } from '@/features/bughunt/ReportBugButton';
import classes from './layout.module.css';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

interface AuthHeaderProps {
  user: z.infer<typeof SessionUserSchema>;
  onLogout: () => void;
}

/**
 * The customer area's header: logo to /dashboard, the language switch
 * (in the user menu on phones) and the dark-mode toggle, the bell with the unread count, the user menu.
 */
export function AuthHeader({ user, onLogout }: AuthHeaderProps) {
  return (
    <Box component="header" pos="sticky" top={0} className={classes.header} style={{ zIndex: 100 }}>
      <Container size="xl" py="xs">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/dashboard" underline="never">
            <BrandLogo size={30} />
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <ReportBugButton />
            <LanguageSwitch visibleFrom="xs" />
            <ColorSchemeToggle />
            <NotificationBell />
            <UserMenu user={user} onLogout={onLogout} />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
