import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/BrandLogo';
import { MobileNavDrawer } from './MobileNavDrawer';
import { MAIN_NAV } from './navItems';

/** The public header: logo and the main navigation, a burger and drawer on small screens. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label={t('Home')}>
            <BrandLogo />
          </Anchor>
          <Group component="nav" aria-label={t('Main navigation')} gap="lg" visibleFrom="lg">
            {MAIN_NAV.map((item) => (
              <Anchor
                key={item.to}
                component={Link}
                to={item.to}
                c="brand.8"
                fw={700}
                fz="sm"
                underline="hover"
                activeOptions={{ exact: true }}
                activeProps={{ style: { color: 'var(--mantine-color-accent-8)' } }}
              >
                {t(item.label)}
              </Anchor>
            ))}
          </Group>
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="lg"
            aria-label={t('Open navigation')}
          />
        </Group>
      </Container>
      <MobileNavDrawer opened={drawerOpened} onClose={drawer.close} />
    </Box>
  );
}
