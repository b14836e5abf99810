import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { Box, Group, Paper, Text } from '@mantine/core';
import type { AccountSchema } from '@shared/dto';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAfterPaint } from '@/features/layout/hooks/useAfterPaint';
import { useCarouselLayout } from '@/features/layout/hooks/useCarouselLayout';
import { accountTypeLabel } from '@/i18n/format';
import { AccountCard } from './AccountCard';

type Account = z.infer<typeof AccountSchema>;

/** Room below the slides for the indicator dots, in px. */
const INDICATORS_ROOM = 28;
/** The indicator dots' distance from the carousel's bottom edge, in px. */
const INDICATORS_BOTTOM = 4;
/** One indicator dot's width and height, in px. */
const DOT = 10;

/**
 * The accounts carousel above the main column. Its first render is the cards in a plain row
 * with the carousel's geometry (slide size, gap, room for the dots), so the accounts paint at
 * once; the carousel itself (Embla, which measures every slide and forces a layout of the whole
 * new page) replaces the row after that paint, in the same place and size.
 */
export function AccountsCarousel({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation();
  const { slideSize, slideGap } = useCarouselLayout();
  const painted = useAfterPaint();
  if (accounts.length === 0) {
    return (
      <Paper withBorder p="lg" ta="center">
        <Text c="dimmed">{t('No accounts available')}</Text>
      </Paper>
    );
  }
  const slideLabel = (account: Account) =>
    t('{{type}} account', { type: accountTypeLabel(account.accountType, t) });
  if (!painted) {
    return (
      <Box
        role="region"
        aria-label={t('Your accounts')}
        aria-roledescription={t('carousel')}
        pos="relative"
        pb={INDICATORS_ROOM}
      >
        <Box style={{ overflow: 'hidden' }}>
          {/* The carousel's container: the gap is inside each slide, taken back at the end. */}
          <Box display="flex" style={{ marginInlineEnd: -slideGap }}>
            {accounts.map((account) => (
              <Box
                key={account.id}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={slideLabel(account)}
                pos="relative"
                style={{ flex: `0 0 ${slideSize}`, paddingInlineEnd: slideGap }}
              >
                <AccountCard account={account} />
              </Box>
            ))}
          </Box>
        </Box>
        {/* The dots as the carousel draws them, not yet buttons. */}
        <Group
          aria-hidden="true"
          pos="absolute"
          bottom={INDICATORS_BOTTOM}
          left={0}
          right={0}
          justify="center"
          gap={8}
          style={{ pointerEvents: 'none' }}
        >
          {accounts.map((account, index) => (
            <Box
              key={account.id}
              w={DOT}
              h={DOT}
              bg="brand.6"
              style={{
                borderRadius: 'var(--mantine-radius-xl)',
                boxShadow: 'var(--mantine-shadow-sm)',
                opacity: index === 0 ? 1 : 0.6,
              }}
            />
          ))}
        </Group>
      </Box>
    );
  }
  return (
    <Carousel
      slideSize={slideSize}
      slideGap={slideGap}
      withIndicators
      // Arrows would sit on the cards' figures; the dots, dragging and arrow keys move it.
      withControls={false}
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
      getIndicatorProps={(index) => ({
        'aria-label': t('Show account {{number}}', { number: index + 1 }),
      })}
      // The default indicators are white bars meant for photos; these cards sit on a light page.
      styles={{
        root: { paddingBottom: INDICATORS_ROOM },
        indicators: { bottom: INDICATORS_BOTTOM },
        indicator: { width: DOT, height: DOT, backgroundColor: 'var(--mantine-color-brand-6)' },
      }}
      aria-label={t('Your accounts')}
      aria-roledescription={t('carousel')}
    >
      {accounts.map((account) => (
        // Mantine names every slide 'Carousel slide'; each is named after its account instead.
        <Carousel.Slide
          key={account.id}
          aria-roledescription={t('slide')}
          aria-label={slideLabel(account)}
        >
          <AccountCard account={account} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
