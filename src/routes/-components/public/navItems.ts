/**
 * Links of the public site (customer-area.md §2 Public home page). Later issues add each
 * item's mega-menu columns here; the header and the mobile drawer read this one list.
 */
export interface PublicNavItem {
  label: string;
  to: string;
}

/** The main navigation, in the spec's order. */
export const MAIN_NAV: PublicNavItem[] = [
  { label: 'HOME', to: '/' },
  { label: 'BANK', to: '/bank' },
  { label: 'SAVE', to: '/save' },
  { label: 'BORROW', to: '/borrow' },
  { label: 'WEALTH & RETIRE', to: '/wealth-retire' },
  { label: 'INSURE', to: '/insure' },
  { label: 'LEARN & PLAN', to: '/learn-plan' },
  { label: 'PAYMENTS', to: '/payments' },
];

/** The footer's links, in the spec's order. */
export const FOOTER_LINKS: PublicNavItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'News', to: '/news' },
  { label: 'Careers', to: '/careers' },
  { label: 'Charity', to: '/charity' },
  { label: 'Loans', to: '/loans' },
  { label: 'Referral Program', to: '/referral' },
  { label: 'Security', to: '/security' },
  { label: 'Email Us', to: '/email' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Sitemap', to: '/sitemap' },
];
