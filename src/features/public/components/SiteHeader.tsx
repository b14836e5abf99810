import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/BrandLogo';
import { MAIN_NAV } from '@/features/public/lib/navItems';
import { MegaMenuItem } from './MegaMenuItem';
import classes from './public.module.css';

// The drawer (and the Modal code under it) loads the first time the burger is pressed.
const MobileNavDrawer = lazy(() =>
  import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })),
);

/**
 * The public header: logo and the main navigation HOME to PAYMENTS with
 * a mega menu under every item but HOME; a burger and drill-down drawer on small screens.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap">
          {/* Named by the bank's name it shows. */}
          <Anchor component={Link} to="/" underline="never">
            <BrandLogo />
          </Anchor>
          <Box component="nav" aria-label={t('Main navigation')} visibleFrom="lg">
            <ul className={classes.navList}>
              {MAIN_NAV.map((item) => (
                <MegaMenuItem key={item.to} item={item} />
              ))}
            </ul>
          </Box>
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="lg"
            aria-label={t('Open navigation')}
            aria-expanded={drawerOpened}
          />
        </Group>
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </Box>
  );
}
