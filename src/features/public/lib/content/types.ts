/**
 * The shape of a public content page (the pages behind the main navigation; the help tiles and the footer). Texts are English, translated where shown;
 * they may use {{name}}, {{shortName}}, {{phone}} and {{routingNumber}} from the brand config.
 */
import type { PublicLink } from '@/features/public/lib/navItems';

/** One section of a content page: anchor id, heading, body text and optional links. */
export interface ContentSection {
  /** Stable anchor (English), the target of mega menu links such as /bank#checking. */
  id: string;
  heading: string;
  body: string;
  links?: PublicLink[];
}

/** One public content page: title, intro, its sections, and whether to show contact details. */
export interface ContentPageData {
  title: string;
  intro: string;
  /** Two to four short sections. */
  sections: ContentSection[];
  /** Shows the brand's phone, routing number and branch hours under the sections. */
  withContactDetails?: boolean;
}
