/**
 * The pages behind the main navigation, BANK to PAYMENTS: short texts about the fictional bank's products.
 * Rates and fees are the fictional bank's own, fixed in these texts; nothing here claims deposit insurance.
 */
import type { ContentPageData } from './types';

/** The main navigation's product pages by path (/bank, ...), English with brand placeholders. */
export const PRODUCT_PAGES: Record<string, ContentPageData> = {
  '/bank': {
    title: 'Banking',
    intro:
      'Everyday accounts that keep things simple: no monthly fee on basic checking, a debit card from day one and online banking on any device.',
    sections: [
      {
        id: 'checking',
        heading: 'Checking accounts',
        body: 'Everyday Checking has no monthly fee and no minimum balance. Premium Checking pays interest on balances above $2,500 and refunds two out-of-network ATM fees a month.',
      },
      {
        id: 'debit-cards',
        heading: 'Debit cards',
        body: 'Your debit card arrives within seven business days of opening. Freeze it, unfreeze it or report it lost from online banking at any time.',
      },
      {
        id: 'direct-deposit',
        heading: 'Direct deposit',
        body: 'Give your employer our routing number, {{routingNumber}}, and your account number to have your pay deposited straight into your account.',
      },
      {
        id: 'online-banking',
        heading: 'Online and mobile banking',
        body: 'Check balances, read statements, move money between your accounts instantly and pay bills, from a phone or a computer, day or night.',
      },
    ],
  },
  '/save': {
    title: 'Save',
    intro:
      'Grow your savings with clear rates, no monthly fees and tools that make saving automatic.',
    sections: [
      {
        id: 'high-yield-savings',
        heading: 'High Yield Savings',
        body: 'Earn 3.75% APY on every dollar, with no monthly fee and free transfers to your checking account.',
      },
      {
        id: 'certificates',
        heading: 'Certificates',
        body: 'Lock in a fixed rate: 3.65% APY for 18 months, 4.00% APY for 36 months or 4.20% APY for 60 months. Open one with $500.',
      },
      {
        id: 'savings-goals',
        heading: 'Savings goals',
        body: 'Name a goal, choose an amount and move money to it automatically every payday.',
      },
      {
        id: 'youth-savings',
        heading: 'Youth savings',
        body: 'A first savings account for members under 18, opened together with a parent or guardian.',
      },
    ],
  },
  '/borrow': {
    title: 'Borrow',
    intro: 'Loans with fixed payments and plain terms, decided by people who know you.',
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
        id: 'home-equity',
        heading: 'Home equity line of credit',
        body: "Use your home's equity with an introductory rate of 2.49% for the first 12 months; a variable rate applies afterwards.",
      },
      {
        id: 'mortgages',
        heading: 'Mortgages',
        body: 'Fixed-rate mortgages at 6.375% for 15 years, 6.625% for 20 years and 6.875% for 30 years, with decisions made locally.',
      },
    ],
  },
  '/wealth-retire': {
    title: 'Wealth & Retire',
    intro: 'Plan for the years ahead with advice that starts from your goals, not from a product.',
    sections: [
      {
        id: 'retirement-accounts',
        heading: 'Retirement accounts',
        body: 'Traditional and Roth IRAs, holding savings or certificates, with statements in online banking.',
      },
      {
        id: 'financial-advice',
        heading: 'Financial advice',
        body: 'Meet an advisor in a branch or by video to build a plan for retirement, education or a major purchase.',
      },
      {
        id: 'investing',
        heading: 'Investing',
        body: 'Follow your portfolio in online banking, with every holding and its value in one place.',
      },
      {
        id: 'estate-planning',
        heading: 'Estate planning',
        body: 'Name beneficiaries on your accounts and review your plan whenever life changes.',
      },
    ],
  },
  '/insure': {
    title: 'Insure',
    intro:
      'Protect what matters: {{shortName}} members can compare coverage from independent partner agencies.',
    sections: [
      {
        id: 'auto-and-home',
        heading: 'Auto and home',
        body: 'Compare quotes for car, home and renters coverage from several partner agencies in one conversation.',
      },
      {
        id: 'life',
        heading: 'Life',
        body: 'Term and whole life policies from partner agencies, so your family can keep its plans if the unexpected happens.',
      },
      {
        id: 'loan-protection',
        heading: 'Loan protection',
        body: 'Optional payment protection on {{shortName}} loans, explained in full before you sign.',
      },
      {
        id: 'about-this-demo',
        heading: 'About this demo',
        body: '{{name}} is a demonstration bank: no policy is sold here, and no account or deposit is insured.',
      },
    ],
  },
  '/learn-plan': {
    title: 'Learn & Plan',
    intro: 'Short guides for everyday money decisions, written by our member advisors.',
    sections: [
      {
        id: 'budgeting-basics',
        heading: 'Budgeting basics',
        body: 'Write down what comes in and what goes out for one month, then decide what each dollar is for. Automatic transfers on payday make saving the default.',
      },
      {
        id: 'understanding-credit',
        heading: 'Understanding credit',
        body: 'Paying on time and using less of your available credit are the two habits that matter most for your credit score.',
      },
      {
        id: 'first-home',
        heading: 'Your first home',
        body: 'Know your budget before you look: a monthly payment you can keep up, a down payment and money set aside for repairs.',
      },
      {
        id: 'spotting-fraud',
        heading: 'Spotting fraud',
        body: 'We never ask for your password or PIN. Be wary of urgent messages, unexpected links and requests to move money to a "safe" account.',
      },
    ],
  },
  '/payments': {
    title: 'Payments',
    intro: 'Move money your way: between your own accounts, to other banks or abroad.',
    sections: [
      {
        id: 'internal-transfers',
        heading: 'Internal transfers',
        body: 'Move money between your own {{shortName}} accounts instantly, at any hour.',
      },
      {
        id: 'local-transfers',
        heading: 'Local transfers',
        body: 'Send money to accounts at other banks with the account and routing numbers; local transfers take 1-3 business days.',
      },
      {
        id: 'wire-transfers',
        heading: 'Wire transfers',
        body: "Send money abroad with the beneficiary's IBAN or account number and the bank's SWIFT/BIC code. Every local and wire transfer is confirmed with your transaction PIN.",
      },
      {
        id: 'bill-pay',
        heading: 'Bill pay',
        body: 'Pay utilities, cards and other bills from online banking, once or on a schedule.',
      },
    ],
  },
};
