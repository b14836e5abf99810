import {
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_PAGES, type ContentSection } from '@/features/public/lib/content';
import { useBrand } from '@/lib/brand';
import { PublicLayout } from './PublicLayout';
import { PublicNotFound } from './PublicNotFound';
import classes from './public.module.css';
import { usePublicDialogs } from './public-dialogs';

/**
 * One public content page (the pages behind the navigation; help tiles and footer): title, intro and short sections from the content data, in the public layout.
 * A path with no content shows the not-found screen.
 */
export function ContentPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { hash } = useLocation();
  const page = CONTENT_PAGES[path];
  const vars = {
    name: brand.name,
    shortName: brand.shortName,
    phone: brand.phone,
    routingNumber: brand.routingNumber,
  };
  const title = page ? t(page.title, vars) : '';

  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${brand.name}`;
    return () => {
      document.title = brand.name;
    };
  }, [title, brand.name]);

  // Mega menu links point at sections (/bank#checking); the page arrives in its own chunk,
  // so the section is brought into view once it exists.
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [hash]);

  if (!page) return <PublicNotFound />;
  return (
    <PublicLayout>
      {/* React places it in the document's head: the page's summary for search results. */}
      <meta name="description" content={t(page.intro, vars)} />
      <Box className={classes.band} py={{ base: 'xl', sm: 48 }}>
        <Container size="xl">
          <Breadcrumbs mb="sm" aria-label={t('Breadcrumb')}>
            <Anchor component={Link} to="/" fz="sm">
              {t('Home')}
            </Anchor>
            <Text fz="sm" aria-current="page">
              {title}
            </Text>
          </Breadcrumbs>
          <Title order={1} fz={{ base: 30, sm: 40 }} className={classes.strong}>
            {title}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} mt="sm" maw={760}>
            {t(page.intro, vars)}
          </Text>
        </Container>
      </Box>
      <Container size="xl" py={{ base: 'xl', sm: 48 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {page.sections.map((section) => (
            <SectionCard key={section.id} section={section} vars={vars} />
          ))}
        </SimpleGrid>
        {page.withContactDetails && <ContactDetails />}
        <JoinBox />
      </Container>
    </PublicLayout>
  );
}

interface SectionCardProps {
  section: ContentSection;
  vars: Record<string, string>;
}

function SectionCard({ section, vars }: SectionCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" component="section" id={section.id} style={{ scrollMarginTop: 16 }}>
      <Title order={2} fz="h3" mb="xs">
        {t(section.heading, vars)}
      </Title>
      <Text>{t(section.body, vars)}</Text>
      {section.links && (
        <List mt="sm" spacing={4}>
          {section.links.map((link) => (
            <List.Item key={link.to}>
              <Anchor component={Link} to={link.to}>
                {t(link.label, vars)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** The brand's phone, routing number and branch hours (the Contact Us page). */
function ContactDetails() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Paper withBorder p="lg" mt="lg" component="section" aria-labelledby="details-heading">
      <Title order={2} fz="h3" mb="sm" id="details-heading">
        {t('Phone, routing number and hours')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stack gap={2}>
          <Text fw={700}>{t('Phone')}</Text>
          <Anchor href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</Anchor>
        </Stack>
        <Stack gap={2} id="routing-number">
          <Text fw={700}>{t('Routing Number')}</Text>
          <Text>{brand.routingNumber}</Text>
        </Stack>
        <Stack gap={2}>
          <Text fw={700}>{t('Branch Hours')}</Text>
          {brand.branchHours.map((row) => (
            <Text key={row.days} fz="sm">
              {t(row.days)}: {t(row.hours)}
            </Text>
          ))}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** The closing call to action: open an account or ask us. */
function JoinBox() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { openAccount } = usePublicDialogs();
  return (
    <Paper p="lg" mt="xl" className={classes.promo}>
      <Group justify="space-between" gap="md">
        <Text fw={700} fz="lg">
          {t('Ready to join {{shortName}}?', { shortName: brand.shortName })}
        </Text>
        <Group gap="sm">
          <Button onClick={openAccount} data-press="open-account">
            {t('Open Account')}
          </Button>
          <Button component={Link} to="/contact" variant="default">
            {t('Contact Us')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
