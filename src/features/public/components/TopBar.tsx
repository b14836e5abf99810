import { Box, Button, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '@/components/ColorSchemeToggle';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import classes from './public.module.css';
import { usePublicDialogs } from './public-dialogs';

/**
 * The public top bar: the language switch that was the 'English'
 * label, the dark-mode toggle, Login and Open Account.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { openLogin, openAccount } = usePublicDialogs();
  return (
    <Box bg="brand.8" c="white" py={6} className={classes.onBrand}>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={4} wrap="nowrap">
            <LanguageSwitch color="white" c="white" px={6} data-press="language" />
            <ColorSchemeToggle color="white" c="white" size="md" />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="white"
              color="brand"
              onClick={openLogin}
              className={classes.scriptOnly}
              data-press="login"
            >
              {t('Login')}
            </Button>
            <Button
              size="xs"
              color="accent.6"
              c="dark.9"
              onClick={openAccount}
              className={classes.scriptOnly}
              data-press="open-account"
            >
              {t('Open Account')}
            </Button>
            {/* Where no script runs, links to the pages of the two dialogs stand in for them. */}
            <Button
              component={Link}
              to="/login"
              size="xs"
              variant="white"
              color="brand"
              className={classes.noScriptOnly}
            >
              {t('Login')}
            </Button>
            <Button
              component={Link}
              to="/open-account"
              size="xs"
              color="accent.6"
              c="dark.9"
              className={classes.noScriptOnly}
            >
              {t('Open Account')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
