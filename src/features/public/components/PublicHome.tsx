import { useTranslation } from 'react-i18next';
import type { SignInReason } from '@/features/live/lib/reasons';
import { HelpTiles } from './HelpTiles';
import { Hero } from './Hero';
import { ArticleTeasers, ContactStrip, PromoBanner } from './HomeSections';
import { InfoTiles } from './InfoTiles';
import { PublicLayout } from './PublicLayout';
import type { PublicDialog } from './public-dialogs';
import { RatesCare } from './RatesCare';
import { Testimonials } from './Testimonials';

interface PublicHomeProps {
  /** Set by /login and /open-account, which are this page with that dialog open. */
  initialDialog?: PublicDialog;
  /** Why the last session ended, shown in the Login dialog. */
  signInReason?: SignInReason;
}

/**
 * The public home page: hero, routing number and
 * branch hours, Rates / Member Care, help tiles, promo, articles, testimonials and the
 * contact strip, inside the public layout with its two dialogs, and the page's meta
 * description.
 */
export function PublicHome({ initialDialog = null, signInReason }: PublicHomeProps) {
  const { t } = useTranslation();
  return (
    <PublicLayout initialDialog={initialDialog} signInReason={signInReason}>
      {/* React places it in the document's head: the page's summary for search results. */}
      <meta
        name="description"
        content={t(
          'Checking, savings and loans with clear terms, online banking that works on any device, and people who answer when you call.',
        )}
      />
      <Hero />
      <InfoTiles />
      <RatesCare />
      <HelpTiles />
      <PromoBanner />
      <ArticleTeasers />
      <Testimonials />
      <ContactStrip />
    </PublicLayout>
  );
}
