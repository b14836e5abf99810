/**
 * The help pages behind the home page's tiles, /home/bank to /home/about. Rates and fees are the fictional bank's own, fixed in these texts; nothing here claims deposit insurance.
 */
import type { ContentPageData } from './types';

/** The help pages by path (/home/bank ...), English texts with brand placeholders. */
export const HELP_PAGES: Record<string, ContentPageData> = {
  '/home/bank': {
    title: 'Banking help',
    intro: 'Answers about opening an account, your statements and your debit card.',
    sections: [
      {
        id: 'opening-an-account',
        heading: 'Opening an account',
        body: 'Choose Open Account at the top of any page. It takes a few minutes: your name, your email address and an identity document.',
      },
      {
        id: 'statements',
        heading: 'Statements',
        body: 'Statements for every account are in online banking, searchable and ready to download.',
      },
      {
        id: 'lost-or-stolen-card',
        heading: 'Lost or stolen card',
        body: 'Freeze your card in online banking straight away, then call us at {{phone}} for a replacement.',
      },
    ],
  },
  '/home/credit-cards': {
    title: 'Credit cards',
    intro: 'Cards with clear rates from 9.99% to 15.49% APR and no annual fee.',
    sections: [
      {
        id: 'platinum-card',
        heading: 'Platinum Card',
        body: 'Our lowest card rate, from 9.99% APR, for members who carry a balance from time to time.',
      },
      {
        id: 'rewards-card',
        heading: 'Rewards Card',
        body: '1.5% cash back on every purchase, paid into your savings account each month.',
      },
      {
        id: 'how-to-apply',
        heading: 'How to apply',
        body: 'Apply in a branch or by phone at {{phone}}; most decisions take one business day.',
      },
    ],
  },
  '/home/borrow': {
    title: 'Borrowing help',
    intro: 'How to choose a loan, make payments and get help if money is tight.',
    sections: [
      {
        id: 'choosing-a-loan',
        heading: 'Choosing a loan',
        body: 'A shorter term costs less interest overall; a longer term lowers the monthly payment. Ask us for both figures before you decide.',
      },
      {
        id: 'making-payments',
        heading: 'Making payments',
        body: 'Pay from your {{shortName}} accounts in online banking, or set up automatic payments so you never miss a due date.',
      },
      {
        id: 'if-you-are-struggling',
        heading: 'If you are struggling',
        body: 'Call us early at {{phone}}: we can often move a payment date or agree a plan that fits.',
      },
    ],
  },
  '/home/business-banking': {
    title: 'Business banking',
    intro: 'Accounts, cards and loans for small businesses and sole traders.',
    sections: [
      {
        id: 'business-checking',
        heading: 'Business checking',
        body: 'Up to 200 free transactions a month, with separate cards for each of your employees.',
      },
      {
        id: 'card-payments',
        heading: 'Card payments',
        body: 'Take card payments in your shop or online, with funds in your account the next business day.',
      },
      {
        id: 'business-loans',
        heading: 'Business loans',
        body: 'Equipment loans and lines of credit, decided by a business banker who visits you.',
      },
    ],
  },
  '/home/invest': {
    title: 'Investing',
    intro: 'Investment accounts for members who want to grow their money over the long term.',
    sections: [
      {
        id: 'investment-accounts',
        heading: 'Investment accounts',
        body: 'Funds and shares in an account you follow from online banking, next to your everyday money.',
      },
      {
        id: 'investing-carries-risk',
        heading: 'Investing carries risk',
        body: 'The value of investments can go down as well as up. Investments are not deposits and are not insured.',
      },
      {
        id: 'advice',
        heading: 'Advice',
        body: 'Not sure where to start? Book a free conversation with a member advisor.',
      },
    ],
  },
  '/home/about': {
    title: 'About {{name}}',
    intro:
      '{{name}} is a fictional credit union, built so that people can learn and test online banking safely.',
    sections: [
      {
        id: 'members-first',
        heading: 'Members first',
        body: 'A credit union belongs to its members: decisions are made for them, not for outside shareholders.',
      },
      {
        id: 'a-demonstration-bank',
        heading: 'A demonstration bank',
        body: 'Trainers, testers and students use this bank to practise. It is not a real financial institution, no real money moves and deposits are not insured.',
      },
    ],
  },
};
