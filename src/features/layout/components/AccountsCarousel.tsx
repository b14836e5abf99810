import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { Paper, Text } from '@mantine/core';
import type { AccountSchema } from '@shared/dto';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCarouselLayout } from '@/features/layout/hooks/useCarouselLayout';
import { accountTypeLabel } from '@/i18n/format';
import { AccountCard } from './AccountCard';

type Account = z.infer<typeof AccountSchema>;

/** The accounts carousel above the main column. */
export function AccountsCarousel({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation();
  const { slideSize, slideGap } = useCarouselLayout();
  if (accounts.length === 0) {
    return (
      <Paper withBorder p="lg" ta="center">
        <Text c="dimmed">{t('No accounts available')}</Text>
      </Paper>
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
        root: { paddingBottom: 28 },
        indicators: { bottom: 4 },
        indicator: { width: 10, height: 10, backgroundColor: 'var(--mantine-color-brand-6)' },
      }}
      aria-label={t('Your accounts')}
      aria-roledescription={t('carousel')}
    >
      {accounts.map((account) => (
        // Mantine names every slide 'Carousel slide'; each is named after its account instead.
        <Carousel.Slide
          key={account.id}
          aria-roledescription={t('slide')}
          aria-label={t('{{type}} account', { type: accountTypeLabel(account.accountType, t) })}
        >
          <AccountCard account={account} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
