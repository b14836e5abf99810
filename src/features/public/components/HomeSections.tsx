import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconGift, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ARTICLES } from '@/features/public/lib/homeContent';
import { useBrand } from '@/lib/brand';
import classes from './public.module.css';
import { usePublicDialogs } from './public-dialogs';

/** The promo: a 300 euro bonus for a new checking account. */
export function PromoBanner() {
  const { t } = useTranslation();
  const { openAccount } = usePublicDialogs();
  return (
    <Box
      component="section"
      className={classes.band}
      py={{ base: 'xl', sm: 48 }}
      aria-labelledby="promo-heading"
    >
      <Container size="xl">
        <Paper p={{ base: 'lg', sm: 'xl' }} className={classes.promo}>
          <Group justify="space-between" gap="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <IconGift size={40} aria-hidden="true" className={classes.strong} />
              <Stack gap={4}>
                <Title order={2} id="promo-heading" fz={{ base: 'h3', sm: 'h2' }}>
                  {t('Get a $300 bonus')}
                </Title>
                <Text>{t('Open a new checking account and get a $300 bonus.')}</Text>
                <Text fz="xs" c="dimmed">
                  {t(
                    'Paid after your first direct deposit. A demonstration offer: no real money moves.',
                  )}
                </Text>
              </Stack>
            </Group>
            <Button size="md" onClick={openAccount} data-press="open-account">
              {t('Open Account')}
            </Button>
          </Group>
        </Paper>
      </Container>
    </Box>
  );
}

/** The article teasers: category, title linking to the article, summary. */
export function ArticleTeasers() {
  const { t } = useTranslation();
  return (
    <Container
      size="xl"
      py={{ base: 'xl', sm: 48 }}
      component="section"
      aria-labelledby="articles-heading"
    >
      <Title order={2} id="articles-heading" mb="md">
        {t('Learn & Plan')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {ARTICLES.map((article) => (
          <Paper key={article.label} withBorder p="lg" component="article">
            <Stack gap="xs">
              <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
                {t(article.category)}
              </Text>
              <Title order={3} fz="lg">
                <Anchor component={Link} to={article.to} hash={article.hash} inherit>
                  {t(article.label)}
                </Anchor>
              </Title>
              <Text fz="sm">{t(article.text)}</Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** The contact strip: the brand's phone, Contact Us and Email Us. */
export function ContactStrip() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Box
      component="section"
      bg="brand.7"
      c="white"
      py="xl"
      className={classes.onBrand}
      aria-labelledby="contact-heading"
    >
      <Container size="xl">
        <Group justify="space-between" gap="md">
          <Stack gap={4}>
            <Title order={2} id="contact-heading" fz="h3">
              {t('Questions? We are here to help.')}
            </Title>
            <Group gap={6}>
              <IconPhone size={18} aria-hidden="true" />
              <Anchor href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`} c="white" fw={700}>
                {brand.phone}
              </Anchor>
            </Group>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to="/contact" variant="white" color="brand">
              {t('Contact Us')}
            </Button>
            <Button
              component={Link}
              to="/email"
              variant="outline"
              color="white"
              leftSection={<IconMail size={16} aria-hidden="true" />}
            >
              {t('Email Us')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
