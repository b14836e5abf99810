import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconBriefcase,
  IconBuildingBank,
  IconChartLine,
  IconCreditCard,
  IconInfoCircle,
  IconPigMoney,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HELP_TILES } from '@/features/public/lib/navItems';
import classes from './public.module.css';

/** Each tile's icon and line, by destination. */
const TILE_DETAILS: Record<string, { icon: Icon; text: string }> = {
  '/home/bank': { icon: IconBuildingBank, text: 'Accounts, statements and your debit card' },
  '/home/credit-cards': { icon: IconCreditCard, text: 'Cards with clear rates' },
  '/home/borrow': { icon: IconPigMoney, text: 'Choosing and repaying a loan' },
  '/home/business-banking': { icon: IconBriefcase, text: 'Accounts for small businesses' },
  '/home/invest': { icon: IconChartLine, text: 'Grow your money over time' },
  '/home/about': { icon: IconInfoCircle, text: 'Who we are and how we work' },
};

/** The help tile grid: six tiles to the /home/* help pages. */
export function HelpTiles() {
  const { t } = useTranslation();
  return (
    <Container
      size="xl"
      py={{ base: 'xl', sm: 48 }}
      component="section"
      aria-labelledby="help-heading"
    >
      <Title order={2} id="help-heading" mb="md">
        {t('How can we help?')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        {HELP_TILES.map((tile) => {
          const detail = TILE_DETAILS[tile.to];
          const TileIcon = detail?.icon ?? IconInfoCircle;
          return (
            <Link key={tile.to} to={tile.to} className={classes.tile}>
              <Paper withBorder p="md" h="100%">
                <Stack gap="xs" align="center" ta="center">
                  <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
                    <TileIcon size={26} />
                  </ThemeIcon>
                  <Text fw={700}>{t(tile.label)}</Text>
                  {detail && (
                    <Text fz="xs" c="dimmed">
                      {t(detail.text)}
                    </Text>
                  )}
                </Stack>
              </Paper>
            </Link>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
