import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { Box, Group, Paper, Text } from '@mantine/core';
import type { AccountSchema } from '@shared/dto';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAfterPaint } from '@/features/layout/hooks/useAfterPaint';
import { useCarouselLayout } from '@/features/layout/hooks/useCarouselLayout';
import { accountTypeLabel } from '@/i18n/format';
import { AccountCard, AccountCardPlaceholder } from './AccountCard';

type Account = z.infer<typeof AccountSchema>;

/** Room below the slides for the indicator dots, in px. */
const INDICATORS_ROOM = 28;
/** The indicator dots' distance from the carousel's bottom edge, in px. */
const INDICATORS_BOTTOM = 4;
/** One indicator dot's width and height, in px. */
const DOT = 10;

/** How many placeholder cards stand in for the accounts while they load. */
const PLACEHOLDERS = 2;

/**
 * The accounts carousel above the main column. While the accounts load (`accounts` undefined)
 * it shows placeholder cards of a card's size in its place, so the rest of the frame renders
 * meanwhile. Its first render with the accounts is the cards in a plain row with the carousel's
 * geometry (slide size, gap, room for the dots), so the accounts paint at once; the carousel
 * itself (Embla, which measures every slide and forces a layout of the whole new page) replaces
 * the row after that paint, in the same place and size.
 */
export function AccountsCarousel({ accounts }: { accounts: Account[] | undefined }) {
  const { t } = useTranslation();
  if (!accounts) {
    return (
      <SlideRow
        busy
        slides={Array.from({ length: PLACEHOLDERS }, (_, index) => ({
          key: `placeholder-${index}`,
          content: <AccountCardPlaceholder />,
        }))}
      />
    );
  }
  if (accounts.length === 0) {
    return (
      <Paper withBorder p="lg" ta="center">
        <Text c="dimmed">{t('No accounts available')}</Text>
      </Paper>
    );
  }
  return <LoadedCarousel accounts={accounts} />;
}

/** One slide of the plain row: its key, its name (none for a placeholder) and its card. */
interface RowSlide {
  key: string | number;
  label?: string;
  content: ReactNode;
}

/**
 * The carousel's look without the carousel: the slides in a row with the carousel's slide size
 * and gap, and the indicator dots drawn (not yet buttons). `busy` marks the region as loading.
 */
function SlideRow({ slides, busy = false }: { slides: RowSlide[]; busy?: boolean }) {
  const { t } = useTranslation();
  const { slideSize, slideGap } = useCarouselLayout();
  return (
    <Box
      role="region"
      aria-label={t('Your accounts')}
      aria-roledescription={t('carousel')}
      aria-busy={busy || undefined}
      pos="relative"
      pb={INDICATORS_ROOM}
    >
      <Box style={{ overflow: 'hidden' }}>
        {/* The carousel's container: the gap is inside each slide, taken back at the end. */}
        <Box display="flex" style={{ marginInlineEnd: -slideGap }}>
          {slides.map((slide) => (
            <Box
              key={slide.key}
              role={slide.label ? 'group' : undefined}
              aria-roledescription={slide.label ? t('slide') : undefined}
              aria-label={slide.label}
              pos="relative"
              style={{ flex: `0 0 ${slideSize}`, paddingInlineEnd: slideGap }}
            >
              {slide.content}
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
        {slides.map((slide, index) => (
          <Box
            key={slide.key}
            w={DOT}
            h={DOT}
            bg={busy ? 'gray.3' : 'brand.6'}
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

/** The accounts: the plain row first, the carousel once that row has painted. */
function LoadedCarousel({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation();
  const { slideSize, slideGap } = useCarouselLayout();
  const painted = useAfterPaint();
  const slideLabel = (account: Account) =>
    t('{{type}} account', { type: accountTypeLabel(account.accountType, t) });
  if (!painted) {
    return (
      <SlideRow
        slides={accounts.map((account) => ({
          key: account.id,
          label: slideLabel(account),
          content: <AccountCard account={account} />,
        }))}
      />
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
