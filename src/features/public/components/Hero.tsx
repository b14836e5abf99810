import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import classes from './public.module.css';
import { usePublicDialogs } from './public-dialogs';

/** The home page's hero, drawn with CSS only (strict CSP). */
export function Hero() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { openLogin, openAccount } = usePublicDialogs();
  return (
    <Box
      component="section"
      className={classes.onBrand}
      c="white"
      py={{ base: 48, sm: 80 }}
      style={{
        background: `linear-gradient(120deg, ${brand.colors.primary} 0%, var(--mantine-color-brand-9) 60%, var(--mantine-color-brand-8) 100%)`,
      }}
    >
      <Container size="xl">
        <Stack gap="lg" maw={640}>
          <Text tt="uppercase" fw={700} fz="sm" c="accent.3" lts={1}>
            {t('Welcome to {{name}}', { name: brand.name })}
          </Text>
          <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1}>
            {t('Banking that puts members first')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="gray.2">
            {t(
              'Checking, savings and loans with clear terms, online banking that works on any device, and people who answer when you call.',
            )}
          </Text>
          <Group gap="sm">
            <Button
              size="md"
              color="accent.6"
              c="dark.9"
              onClick={openAccount}
              data-press="open-account"
            >
              {t('Open Account')}
            </Button>
            <Button
              size="md"
              variant="outline"
              color="white"
              onClick={openLogin}
              data-press="login"
            >
              {t('Online Banking')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
