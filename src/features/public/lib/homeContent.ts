/**
 * The home page's other static texts: Member Care
 * entries, article teasers and the two testimonials. English texts, translated where shown;
 * '{{shortName}}' and '{{phone}}' come from the brand config.
 */
import type { PublicLink } from './navItems';

/** A Member Care entry: a link with a line of text under it. */
export interface CareItem extends PublicLink {
  text: string;
}

/** The Member Care tab. */
export const CARE_ITEMS: CareItem[] = [
  {
    label: 'Contact Us',
    to: '/contact',
    text: 'Call {{phone}} or visit a branch during branch hours.',
  },
  {
    label: 'Lost or stolen card',
    to: '/home/bank',
    hash: 'lost-or-stolen-card',
    text: 'Freeze your card in online banking and call us straight away.',
  },
  {
    label: 'Security',
    to: '/security',
    text: 'We will never ask for your password or PIN. Learn how we protect you.',
  },
  {
    label: 'FAQ',
    to: '/faq',
    text: 'Transfer times, limits, statements and your transaction PIN.',
  },
];

/** An article teaser: a link with its category and a line of text. */
export interface Article extends PublicLink {
  category: string;
  text: string;
}

/** The article teasers. */
export const ARTICLES: Article[] = [
  {
    category: 'Saving',
    label: 'Five habits of confident savers',
    text: 'Small, automatic steps that add up faster than you think.',
    to: '/learn-plan',
    hash: 'budgeting-basics',
  },
  {
    category: 'Security',
    label: 'How to spot a phishing message',
    text: 'The signs that an email or text is not really from your bank.',
    to: '/learn-plan',
    hash: 'spotting-fraud',
  },
  {
    category: 'Borrowing',
    label: 'Choosing the right loan',
    text: 'Fixed or variable, short or long: questions to ask before you borrow.',
    to: '/home/borrow',
  },
];

/** A testimonial: the quote, who said it and a detail such as 'Member since 2019'. */
export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

/** The testimonial carousel's two items. */
export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Opening my account took ten minutes, and when I had a question a real person answered the phone.',
    name: 'Maria G.',
    detail: 'Member since 2019',
  },
  {
    quote:
      'The auto loan rate beat the dealer’s offer, and moving money between my accounts is instant.',
    name: 'James T.',
    detail: 'Member since 2021',
  },
];
