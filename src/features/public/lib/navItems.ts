/**
 * Links of the public site: the main navigation with
 * each item's mega menu (two link columns and a promo box), the help tiles and the footer.
 * The desktop header, the mobile drawer and the sitemap read these lists. Labels are the
 * English texts, translated where they are shown.
 */

/** A link of the public site; `hash` points at a section of a content page. */
export interface PublicLink {
  label: string;
  to: string;
  hash?: string;
}

/** One column of a mega menu. */
export interface MegaColumn {
  heading: string;
  links: PublicLink[];
}

/** The promo box of a mega menu. */
export interface MegaPromo {
  title: string;
  text: string;
  cta: string;
  to: string;
  hash?: string;
}

/** A main navigation item; every item but HOME has a mega menu. */
export interface MainNavItem extends PublicLink {
  /** The page's name in sentences ('Bank overview'). */
  overview?: string;
  columns?: [MegaColumn, MegaColumn];
  promo?: MegaPromo;
}

const CHECKING_PROMO: MegaPromo = {
  title: '$300 checking bonus',
  text: 'Open a new checking account and get a $300 bonus.',
  cta: 'Open Account',
  to: '/open-account',
};

const ADVICE_PROMO: MegaPromo = {
  title: 'Free financial checkup',
  text: 'Sit down with a member advisor for 30 minutes, in a branch or by video.',
  cta: 'Contact Us',
  to: '/contact',
};

/** The main navigation, in its fixed order. */
export const MAIN_NAV: MainNavItem[] = [
  { label: 'HOME', to: '/' },
  {
    label: 'BANK',
    to: '/bank',
    overview: 'Bank overview',
    columns: [
      {
        heading: 'Accounts',
        links: [
          { label: 'Checking Accounts', to: '/bank', hash: 'checking' },
          { label: 'Debit Cards', to: '/bank', hash: 'debit-cards' },
          { label: 'Direct Deposit', to: '/bank', hash: 'direct-deposit' },
        ],
      },
      {
        heading: 'Services',
        links: [
          { label: 'Online and Mobile Banking', to: '/bank', hash: 'online-banking' },
          { label: 'Credit Cards', to: '/home/credit-cards' },
          { label: 'Business Banking', to: '/home/business-banking' },
        ],
      },
    ],
    promo: CHECKING_PROMO,
  },
  {
    label: 'SAVE',
    to: '/save',
    overview: 'Save overview',
    columns: [
      {
        heading: 'Accounts',
        links: [
          { label: 'High Yield Savings', to: '/save', hash: 'high-yield-savings' },
          { label: 'Certificates', to: '/save', hash: 'certificates' },
          { label: 'Youth Savings', to: '/save', hash: 'youth-savings' },
        ],
      },
      {
        heading: 'Tools',
        links: [
          { label: 'Savings Goals', to: '/save', hash: 'savings-goals' },
          { label: "Today's Rates", to: '/', hash: 'rates' },
          { label: 'Budgeting Basics', to: '/learn-plan', hash: 'budgeting-basics' },
        ],
      },
    ],
    promo: {
      title: '3.75% APY',
      text: 'High Yield Savings with no monthly fee.',
      cta: 'See rates',
      to: '/',
      hash: 'rates',
    },
  },
  {
    label: 'BORROW',
    to: '/borrow',
    overview: 'Borrow overview',
    columns: [
      {
        heading: 'Loans',
        links: [
          { label: 'Auto Loans', to: '/borrow', hash: 'auto-loans' },
          { label: 'Personal Loans', to: '/borrow', hash: 'personal-loans' },
          { label: 'Home Equity', to: '/borrow', hash: 'home-equity' },
        ],
      },
      {
        heading: 'Home and cards',
        links: [
          { label: 'Mortgages', to: '/borrow', hash: 'mortgages' },
          { label: 'Credit Cards', to: '/home/credit-cards' },
          { label: 'Help with borrowing', to: '/home/borrow' },
        ],
      },
    ],
    promo: {
      title: 'Auto loans from 5.89% APR',
      text: 'Terms up to 66 months on new and used vehicles.',
      cta: 'Learn more',
      to: '/borrow',
      hash: 'auto-loans',
    },
  },
  {
    label: 'WEALTH & RETIRE',
    to: '/wealth-retire',
    overview: 'Wealth & Retire overview',
    columns: [
      {
        heading: 'Retirement',
        links: [
          { label: 'Retirement Accounts', to: '/wealth-retire', hash: 'retirement-accounts' },
          { label: 'Estate Planning', to: '/wealth-retire', hash: 'estate-planning' },
          { label: 'Financial Advice', to: '/wealth-retire', hash: 'financial-advice' },
        ],
      },
      {
        heading: 'Investing',
        links: [
          { label: 'Your Portfolio', to: '/wealth-retire', hash: 'investing' },
          { label: 'Investment Accounts', to: '/home/invest' },
          { label: 'Certificates', to: '/save', hash: 'certificates' },
        ],
      },
    ],
    promo: ADVICE_PROMO,
  },
  {
    label: 'INSURE',
    to: '/insure',
    overview: 'Insure overview',
    columns: [
      {
        heading: 'Coverage',
        links: [
          { label: 'Auto and Home', to: '/insure', hash: 'auto-and-home' },
          { label: 'Life', to: '/insure', hash: 'life' },
          { label: 'Loan Protection', to: '/insure', hash: 'loan-protection' },
        ],
      },
      {
        heading: 'Help',
        links: [
          { label: 'About this demo', to: '/insure', hash: 'about-this-demo' },
          { label: 'Contact Us', to: '/contact' },
          { label: 'FAQ', to: '/faq' },
        ],
      },
    ],
    promo: {
      title: 'Compare coverage',
      text: 'One conversation, quotes from several partner agencies.',
      cta: 'Contact Us',
      to: '/contact',
    },
  },
  {
    label: 'LEARN & PLAN',
    to: '/learn-plan',
    overview: 'Learn & Plan overview',
    columns: [
      {
        heading: 'Guides',
        links: [
          { label: 'Budgeting Basics', to: '/learn-plan', hash: 'budgeting-basics' },
          { label: 'Understanding Credit', to: '/learn-plan', hash: 'understanding-credit' },
          { label: 'Your First Home', to: '/learn-plan', hash: 'first-home' },
        ],
      },
      {
        heading: 'Stay safe',
        links: [
          { label: 'Spotting Fraud', to: '/learn-plan', hash: 'spotting-fraud' },
          { label: 'Security', to: '/security' },
          { label: 'FAQ', to: '/faq' },
        ],
      },
    ],
    promo: ADVICE_PROMO,
  },
  {
    label: 'PAYMENTS',
    to: '/payments',
    overview: 'Payments overview',
    columns: [
      {
        heading: 'Transfers',
        links: [
          { label: 'Internal Transfers', to: '/payments', hash: 'internal-transfers' },
          { label: 'Local Transfers', to: '/payments', hash: 'local-transfers' },
          { label: 'Wire Transfers', to: '/payments', hash: 'wire-transfers' },
        ],
      },
      {
        heading: 'Payments',
        links: [
          { label: 'Bill Pay', to: '/payments', hash: 'bill-pay' },
          { label: 'Transfer Limits', to: '/faq', hash: 'transfer-limits' },
          { label: 'Security', to: '/security' },
        ],
      },
    ],
    promo: {
      title: 'Instant internal transfers',
      text: 'Move money between your own accounts at any hour.',
      cta: 'Login',
      to: '/login',
    },
  },
];

/** The help tile grid of the home page, in its fixed order. */
export const HELP_TILES: PublicLink[] = [
  { label: 'Banking', to: '/home/bank' },
  { label: 'Credit Cards', to: '/home/credit-cards' },
  { label: 'Borrow', to: '/home/borrow' },
  { label: 'Business Banking', to: '/home/business-banking' },
  { label: 'Invest', to: '/home/invest' },
  { label: 'About Us', to: '/home/about' },
];

/** The footer's links, in their fixed order. */
export const FOOTER_LINKS: PublicLink[] = [
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
