import { Box, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import classes from './public.module.css';

/** The phone-only bottom bar linking to /login and /open-account, a navigation landmark. */
export function MobileBottomBar() {
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
      p="sm"
      className={classes.bottomBar}
      style={{ zIndex: 100 }}
    >
      <Group grow gap="sm">
        <Button component={Link} to="/login" variant="outline">
          {t('Login')}
        </Button>
        <Button component={Link} to="/open-account" color="accent.6" c="dark.9">
          {t('Open Account')}
        </Button>
      </Group>
    </Box>
  );
}
