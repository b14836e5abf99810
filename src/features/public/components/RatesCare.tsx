import { Anchor, Container, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARE_ITEMS } from '@/features/public/lib/homeContent';
import { RATE_CATEGORIES, RATES, type Rate, type RateCategory } from '@/features/public/lib/rates';
import { useBrand } from '@/lib/brand';
import classes from './public.module.css';

/** The section's tab: Rates, Member Care, or none (a phone can fold the open tab away). */
type SectionTab = 'rates' | 'care' | null;

/**
 * The tabbed Rates / Member Care section: the tab
 * state is rates (default), care or none; on a phone, tapping the open tab folds it. Where no
 * script runs, the tabs give way to every panel at once, each under its name.
 */
export function RatesCare() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [tab, setTab] = useState<SectionTab>('rates');
  return (
    <Container
      size="xl"
      py={{ base: 'xl', sm: 48 }}
      component="section"
      id="rates"
      aria-labelledby="rates-heading"
      className={classes.tabSection}
    >
      <Title order={2} id="rates-heading" mb="md">
        {t('Rates and Member Care')}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'rates' || value === 'care' ? value : null)}
        allowTabDeactivation={phone}
        variant="outline"
        // Every panel's content is in the served page (hidden by style), so a browser that
        // runs no script can show them all.
        keepMountedMode="display-none"
      >
        <Tabs.List grow>
          <Tabs.Tab value="rates" fw={700} data-press="tab-rates">
            {t('Rates')}
          </Tabs.Tab>
          <Tabs.Tab value="care" fw={700} data-press="tab-care">
            {t('Member Care')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rates" pt="md">
          <RatesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="care" pt="md">
          <Title order={3} fz="md" mb="sm" className={classes.noScriptOnly}>
            {t('Member Care')}
          </Title>
          <CarePanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

/**
 * A category's tab value: Mantine builds the tab and panel ids from it, and an id with a
 * space ('CREDIT CARDS') would break the panel's aria-labelledby.
 */
const tabValue = (category: RateCategory) => category.toLowerCase().replace(/\s+/g, '-');

/** The rates by category, FEATURED first. */
function RatesPanel() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<RateCategory>('FEATURED');
  return (
    <Tabs
      value={tabValue(category)}
      onChange={(value) =>
        setCategory(RATE_CATEGORIES.find((name) => tabValue(name) === value) ?? 'FEATURED')
      }
      variant="pills"
      keepMountedMode="display-none"
    >
      <Tabs.List aria-label={t('Rate categories')}>
        {RATE_CATEGORIES.map((name) => (
          <Tabs.Tab
            key={name}
            value={tabValue(name)}
            fw={700}
            fz="xs"
            data-press={`tab-${tabValue(name)}`}
          >
            {t(name)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {RATE_CATEGORIES.map((name) => (
        <Tabs.Panel key={name} value={tabValue(name)} pt="md">
          <Title order={3} fz="md" mb="sm" className={classes.noScriptOnly}>
            {t(name)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {RATES[name].map((rate) => (
              <RateCard key={rate.title} rate={rate} />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** One rate: the figure with its suffix, title, subtitle and the small note. */
function RateCard({ rate }: { rate: Rate }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" h="100%">
      <Stack gap={6}>
        <Text fz={34} fw={800} lh={1} className={classes.strong}>
          {rate.rate}{' '}
          <Text span fz="sm" fw={700} c="dimmed">
            {t(rate.suffix)}
          </Text>
        </Text>
        <Title order={3} fz="md">
          {t(rate.title)}
        </Title>
        <Text fz="sm">{t(rate.subtitle)}</Text>
        <Text fz="xs" c="dimmed">
          {t(rate.note)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Member Care: where to get help, each with a link. */
function CarePanel() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
      {CARE_ITEMS.map((item) => (
        <Paper key={item.label} withBorder p="md">
          <Stack gap={6}>
            <Anchor component={Link} to={item.to} hash={item.hash} fw={700}>
              {t(item.label)}
            </Anchor>
            <Text fz="sm">{t(item.text, { phone: brand.phone })}</Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
