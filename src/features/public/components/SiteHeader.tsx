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
 * a mega menu under every item but HOME; a burger and drill-down drawer on small screens
 * (where no script runs, a disclosure with the same links stands in for the drawer).
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
            className={classes.scriptOnly}
            data-press="menu"
            aria-label={t('Open navigation')}
            aria-expanded={drawerOpened}
          />
          <NoScriptMenu />
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

/**
 * The phone's menu where no script runs (hidden wherever one does): a details element whose
 * summary is the burger, listing the main navigation with each item's links in a nested
 * disclosure, all plain links.
 */
function NoScriptMenu() {
  const { t } = useTranslation();
  return (
    <details className={`${classes.noScriptMenu} ${classes.noScriptOnly}`}>
      <summary aria-label={t('Open navigation')}>
        <span />
        <span />
        <span />
      </summary>
      <nav aria-label={t('Main navigation')} className={classes.noScriptPanel}>
        <ul>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              {item.columns ? (
                <details>
                  <summary>{t(item.label)}</summary>
                  <ul>
                    <li>
                      <Link to={item.to}>{t(item.overview ?? item.label)}</Link>
                    </li>
                    {item.columns.flatMap((column) =>
                      column.links.map((link) => (
                        <li key={`${link.to}#${link.hash ?? ''}`}>
                          <Link to={link.to} hash={link.hash}>
                            {t(link.label)}
                          </Link>
                        </li>
                      )),
                    )}
                  </ul>
                </details>
              ) : (
                <Link to={item.to}>{t(item.label)}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
