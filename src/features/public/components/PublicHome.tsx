import { HelpTiles } from './HelpTiles';
import { Hero } from './Hero';
import { ArticleTeasers, ContactStrip, PromoBanner } from './HomeSections';
import { InfoTiles } from './InfoTiles';
import { type PublicDialog, PublicLayout } from './PublicLayout';
import { RatesCare } from './RatesCare';
import { Testimonials } from './Testimonials';

interface PublicHomeProps {
  /** Set by /login and /open-account, which are this page with that dialog open. */
  initialDialog?: PublicDialog;
}

/**
 * The public home page (customer-area.md §2 Public home page): hero, routing number and
 * branch hours, Rates / Member Care, help tiles, promo, articles, testimonials and the
 * contact strip, inside the public layout with its two dialogs.
 */
export function PublicHome({ initialDialog = null }: PublicHomeProps) {
  return (
    <PublicLayout initialDialog={initialDialog}>
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
