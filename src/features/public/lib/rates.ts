/**
 * The home page's rates: static marketing data in five categories, FEATURED first (the default).
 * Titles, subtitles and notes are English texts, translated where they are shown.
 */

/**
 * What a rate is: APY (savings, annual percentage yield), APR (annual percentage rate), INTRO
 * (an introductory rate) or REG (a regular APR). Shown translated after the figure.
 */
export type RateSuffix = 'APY' | 'APR' | 'INTRO' | 'REG';

/** One advertised rate: the figure as shown, its kind, title, subtitle and small print. */
export interface Rate {
  /** The figure as displayed, e.g. '3.75%'. */
  rate: string;
  suffix: RateSuffix;
  title: string;
  subtitle: string;
  note: string;
}

/** The rate tabs, in order; FEATURED is the default. */
export const RATE_CATEGORIES = [
  'FEATURED',
  'SAVINGS',
  'CREDIT CARDS',
  'LOANS',
  'MORTGAGES',
] as const;
/** One of RATE_CATEGORIES. */
export type RateCategory = (typeof RATE_CATEGORIES)[number];

const HIGH_YIELD: Rate = {
  rate: '3.75%',
  suffix: 'APY',
  title: 'High Yield Savings',
  subtitle: 'Earn more on every dollar',
  note: 'No monthly fee. Rate may change after the account is opened.',
};
const CERT_18: Rate = {
  rate: '3.65%',
  suffix: 'APY',
  title: '18-Month Certificate',
  subtitle: 'A fixed rate for a year and a half',
  note: '$500 minimum opening deposit. A penalty may apply to early withdrawals.',
};
const CERT_36: Rate = {
  rate: '4.00%',
  suffix: 'APY',
  title: '36-Month Certificate',
  subtitle: 'Lock in for three years',
  note: '$500 minimum opening deposit. A penalty may apply to early withdrawals.',
};
const CERT_60: Rate = {
  rate: '4.20%',
  suffix: 'APY',
  title: '60-Month Certificate',
  subtitle: 'Our best certificate rate',
  note: '$500 minimum opening deposit. A penalty may apply to early withdrawals.',
};
const CARD_LOW: Rate = {
  rate: '9.99%',
  suffix: 'APR',
  title: 'Platinum Card',
  subtitle: 'Our lowest card rate',
  note: 'Rates from 9.99% to 15.49% APR, based on creditworthiness. No annual fee.',
};
const CARD_REWARDS: Rate = {
  rate: '15.49%',
  suffix: 'REG',
  title: 'Rewards Card',
  subtitle: '1.5% cash back on every purchase',
  note: 'Regular APR. Rates from 9.99% to 15.49% APR, based on creditworthiness.',
};
const AUTO_NEW: Rate = {
  rate: '5.89%',
  suffix: 'APR',
  title: 'New Auto Loan',
  subtitle: 'Terms up to 66 months',
  note: 'Rate for new vehicles with approved credit; your rate may differ.',
};
const AUTO_USED: Rate = {
  rate: '6.19%',
  suffix: 'APR',
  title: 'Used Auto Loan',
  subtitle: 'Terms up to 66 months',
  note: 'Rate for used vehicles with approved credit; your rate may differ.',
};
const PERSONAL: Rate = {
  rate: '11.99%',
  suffix: 'APR',
  title: 'Personal Loan',
  subtitle: 'Fixed payments, no application fee',
  note: 'Rate with approved credit; no prepayment penalty.',
};
const HELOC: Rate = {
  rate: '2.49%',
  suffix: 'INTRO',
  title: 'Home Equity Line of Credit',
  subtitle: 'Introductory rate for 12 months',
  note: 'After the introductory period a variable rate applies.',
};
const MORTGAGE_15: Rate = {
  rate: '6.375%',
  suffix: 'APR',
  title: '15-Year Fixed Mortgage',
  subtitle: 'Pay your home off sooner',
  note: 'Example rate for a purchase with 20% down; your rate may differ.',
};
const MORTGAGE_30: Rate = {
  rate: '6.875%',
  suffix: 'APR',
  title: '30-Year Fixed Mortgage',
  subtitle: 'The lowest monthly payment',
  note: 'Example rate for a purchase with 20% down; your rate may differ.',
};
const MORTGAGE_20: Rate = {
  rate: '6.625%',
  suffix: 'APR',
  title: '20-Year Fixed Mortgage',
  subtitle: 'A balance of term and payment',
  note: 'Example rate for a purchase with 20% down; your rate may differ.',
};

/** The rates of each category, in display order. */
export const RATES: Record<RateCategory, Rate[]> = {
  FEATURED: [HIGH_YIELD, CERT_60, CARD_LOW, HELOC],
  SAVINGS: [HIGH_YIELD, CERT_18, CERT_36, CERT_60],
  'CREDIT CARDS': [CARD_LOW, CARD_REWARDS],
  LOANS: [AUTO_NEW, AUTO_USED, PERSONAL, HELOC],
  MORTGAGES: [MORTGAGE_15, MORTGAGE_30, MORTGAGE_20],
};
