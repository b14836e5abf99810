/**
 * The pages behind the footer links: short texts about
 * the fictional bank. /faq states the FAQ figures: internal
 * transfers are instant, external take 1-3 business days, limits $50,000 a day and
 * $250,000 a month. Nothing here claims deposit insurance.
 */
import { FOOTER_LINKS, HELP_TILES, MAIN_NAV } from '@/features/public/lib/navItems';
import type { ContentPageData } from './types';

/** The footer's pages by path (/about, /faq, ...), English texts with brand placeholders. */
export const INFO_PAGES: Record<string, ContentPageData> = {
  '/about': {
    title: 'About Us',
    intro: '{{name}} is a fictional credit union that exists for training, testing and demos.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        body: 'We are a member-owned credit union in spirit: our screens, rates and services are modelled on a small community bank.',
      },
      {
        id: 'what-this-bank-is-for',
        heading: 'What this bank is for',
        body: 'Trainers teach banking operations here, testers practise on a real ledger and classrooms give every student a bank of their own.',
      },
      {
        id: 'not-a-real-bank',
        heading: 'Not a real bank',
        body: '{{name}} is not a real financial institution. No real money moves and deposits are not insured.',
      },
    ],
  },
  '/contact': {
    title: 'Contact Us',
    intro:
      'Talk to a person: call us, visit a branch or send a secure message from online banking.',
    sections: [
      {
        id: 'call-us',
        heading: 'Call us',
        body: 'Our member service team answers at {{phone}} during branch hours.',
      },
      {
        id: 'secure-messages',
        heading: 'Secure messages',
        body: 'Sign in and open Support to write to us; we answer within one business day.',
      },
    ],
    withContactDetails: true,
  },
  '/news': {
    title: 'News',
    intro: 'What is new at {{name}}.',
    sections: [
      {
        id: 'longer-friday-hours',
        heading: 'Longer Friday hours',
        body: 'Branches now stay open until 6:00 p.m. on Fridays, so you can visit after work.',
      },
      {
        id: 'instant-internal-transfers',
        heading: 'Instant internal transfers',
        body: 'Money moved between your own accounts now arrives at once, at any hour of the day.',
      },
      {
        id: 'scholarship-winners',
        heading: 'Scholarship winners announced',
        body: 'Twelve students from our community received this year’s member scholarships.',
      },
    ],
  },
  '/careers': {
    title: 'Careers',
    intro: 'Join a team that measures success by how well its members are doing.',
    sections: [
      {
        id: 'working-here',
        heading: 'Working here',
        body: 'Flexible hours, paid volunteer days and training for every role.',
      },
      {
        id: 'open-roles',
        heading: 'Open roles',
        body: 'Member service representative, loan officer and software tester.',
      },
      {
        id: 'how-to-apply',
        heading: 'How to apply',
        body: 'Send your CV through our contact page and tell us which role interests you.',
      },
    ],
  },
  '/charity': {
    title: 'Charity',
    intro: 'Part of what we earn goes back to the community we serve.',
    sections: [
      {
        id: 'community-fund',
        heading: 'Community fund',
        body: 'Local schools, food banks and youth clubs can apply for a grant twice a year.',
      },
      {
        id: 'volunteer-days',
        heading: 'Volunteer days',
        body: 'Every employee has two paid days a year to volunteer for a cause they choose.',
      },
      {
        id: 'financial-education',
        heading: 'Financial education',
        body: 'Free budgeting workshops in schools and libraries, taught by our advisors.',
      },
    ],
  },
  '/loans': {
    title: 'Loans',
    intro: 'Auto, personal and home loans with fixed payments and plain terms.',
    sections: [
      {
        id: 'auto-loans',
        heading: 'Auto loans',
        body: 'New vehicles from 5.89% APR and used vehicles from 6.19% APR, with terms up to 66 months.',
      },
      {
        id: 'personal-loans',
        heading: 'Personal loans',
        body: 'Borrow for what matters at 11.99% APR, with no application fee and no prepayment penalty.',
      },
      {
        id: 'existing-loans',
        heading: 'Your loans online',
        body: 'Members see balances, next payment dates and payment history after signing in.',
      },
    ],
  },
  '/referral': {
    title: 'Referral Program',
    intro: 'Tell a friend about {{shortName}} and you both receive a thank-you bonus.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'How it works',
        body: 'Share your name with a friend; when they open a checking account and mention you, we pay you both.',
      },
      {
        id: 'terms',
        heading: 'Terms',
        body: 'One bonus per new member, paid within 30 days of their first deposit. This is a demonstration offer: no real money moves.',
      },
    ],
  },
  '/security': {
    title: 'Security',
    intro: 'How we protect your accounts, and how you can help.',
    sections: [
      {
        id: 'how-we-protect-you',
        heading: 'How we protect you',
        body: 'Passwords and PINs are stored only as secure hashes, sessions end when you sign out, and every local or wire transfer needs your transaction PIN.',
      },
      {
        id: 'we-will-never-ask',
        heading: 'We will never ask',
        body: 'We will never ask for your password or PIN by phone, email or text message.',
      },
      {
        id: 'report-fraud',
        heading: 'Report fraud',
        body: 'If something looks wrong, call us at once at {{phone}} and change your password.',
      },
    ],
  },
  '/email': {
    title: 'Email Us',
    intro: 'Write to us securely from online banking: your message stays inside the bank.',
    sections: [
      {
        id: 'secure-messages',
        heading: 'Secure messages',
        body: 'Sign in, open Support and create a ticket. We answer within one business day.',
      },
      {
        id: 'what-not-to-send',
        heading: 'What not to send',
        body: 'Never send your password, your PIN or full card numbers, to us or to anyone.',
      },
    ],
  },
  '/privacy': {
    title: 'Privacy Policy',
    intro: 'What we collect, why, and the choices you have.',
    sections: [
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        body: 'Your name, contact details and the records of your accounts, which we need to run them.',
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        body: 'One session cookie keeps you signed in. Your language and colour scheme are remembered in your browser. There are no tracking or advertising cookies.',
      },
      {
        id: 'your-choices',
        heading: 'Your choices',
        body: 'Ask us for a copy of your data or for corrections at any time through Support.',
      },
    ],
  },
  '/faq': {
    title: 'FAQ',
    intro: 'Quick answers to the questions members ask most.',
    sections: [
      {
        id: 'transfer-times',
        heading: 'How long do transfers take?',
        body: 'Internal transfers between your own accounts are instant. External transfers (local and wire) take 1-3 business days.',
      },
      {
        id: 'transfer-limits',
        heading: 'How much can I send?',
        body: 'The daily transfer limit is $50,000 and the monthly limit is $250,000.',
      },
      {
        id: 'transaction-pin',
        heading: 'What is my transaction PIN?',
        body: 'A code of 4 to 6 digits that confirms every local and wire transfer. Set it in Account Settings under Security.',
      },
      {
        id: 'statements',
        heading: 'Where are my statements?',
        body: 'In online banking: open a statement from the dashboard, search it and download it.',
      },
    ],
  },
  '/sitemap': {
    title: 'Sitemap',
    intro: 'Every page of the public site.',
    sections: [
      {
        id: 'products',
        heading: 'Products',
        body: 'What we offer.',
        links: MAIN_NAV.filter((item) => item.to !== '/').map((item) => ({
          label: item.overview ?? item.label,
          to: item.to,
        })),
      },
      { id: 'help', heading: 'Help', body: 'Answers by topic.', links: HELP_TILES },
      {
        id: 'about',
        heading: 'About',
        body: 'The bank, and how to reach us.',
        links: FOOTER_LINKS.filter((link) => link.to !== '/sitemap'),
      },
    ],
  },
};
