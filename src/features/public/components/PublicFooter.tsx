import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/BrandLogo';
import { FOOTER_LINKS } from '@/features/public/lib/navItems';
import { useBrand } from '@/lib/brand';
import classes from './public.module.css';

/** The public footer: its fixed links, the brand's phone and disclosure. */
export function PublicFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      bg="brand.9"
      c="gray.3"
      pt="xl"
      pb={{ base: 96, sm: 'xl' }}
      className={classes.onBrand}
    >
      <Container size="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <BrandLogo inverted />
            <Group gap={6}>
              <IconPhone size={18} aria-hidden="true" />
              <Anchor href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`} c="white" fw={600}>
                {brand.phone}
              </Anchor>
            </Group>
          </Group>
          <SimpleGrid
            component="nav"
            aria-label={t('Footer')}
            cols={{ base: 2, xs: 3, md: 6 }}
            spacing="xs"
            verticalSpacing="xs"
          >
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="gray.3" fz="sm">
                {t(link.label)}
              </Anchor>
            ))}
          </SimpleGrid>
          <Divider color="brand.7" />
          <Text fz="xs" c="gray.4">
            {brand.footerDisclosure}
          </Text>
          <Text fz="xs" c="gray.5">
            © {year} {brand.name}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
