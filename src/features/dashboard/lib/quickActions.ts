/**
 * The dashboard's 15 quick actions, in their
 * fixed order; every tile opens a screen of the bank. `brandPrefix` tiles carry the brand's short name ('Acme Alerts').
 */
import {
  type Icon,
  IconArrowsExchange,
  IconBell,
  IconBuildingBank,
  IconCash,
  IconChartLine,
  IconCoinBitcoin,
  IconCreditCard,
  IconCurrencyBitcoin,
  IconFileInvoice,
  IconHeadset,
  IconReceipt,
  IconReportMoney,
  IconSend,
  IconUserPlus,
  IconWorld,
} from '@tabler/icons-react';

/** One dashboard tile: title and subtitle (English, translated where shown), icon and target. */
export interface QuickAction {
  title: string;
  subtitle: string;
  icon: Icon;
  /** An in-app route, or an external address when `external` is set. */
  to: string;
  external?: boolean;
  brandPrefix?: boolean;
}

/** The dashboard's quick action tiles, in the order they are shown. */
export const QUICK_ACTIONS: QuickAction[] = [
  { title: 'Wire Transfer', subtitle: 'Send money abroad', icon: IconWorld, to: '/wire-transfer' },
  {
    title: 'Local Transfer',
    subtitle: 'Pay other local banks',
    icon: IconSend,
    to: '/local-transfer',
  },
  {
    title: 'Internal Transfer',
    subtitle: 'Between your accounts',
    icon: IconArrowsExchange,
    to: '/internal-transfer',
  },
  { title: 'Pay Bills', subtitle: 'Utilities and more', icon: IconFileInvoice, to: '/bills' },
  { title: 'Add Beneficiary', subtitle: 'Save a payee', icon: IconUserPlus, to: '/beneficiaries' },
  {
    title: 'Savings Statement',
    subtitle: 'Savings history',
    icon: IconReportMoney,
    to: '/savings-statement',
  },
  {
    title: 'Checking Statement',
    subtitle: 'Checking history',
    icon: IconReceipt,
    to: '/checking-statement',
  },
  {
    title: 'Alerts',
    subtitle: 'Your notifications',
    icon: IconBell,
    to: '/notifications',
    brandPrefix: true,
  },
  {
    title: 'Loans',
    subtitle: 'Balances and payments',
    icon: IconBuildingBank,
    to: '/loans',
    brandPrefix: true,
  },
  {
    title: 'Investments',
    subtitle: 'Your portfolio',
    icon: IconChartLine,
    to: '/investments',
    brandPrefix: true,
  },
  {
    title: 'Support',
    subtitle: 'We are here to help',
    icon: IconHeadset,
    to: '/support',
    brandPrefix: true,
  },
  {
    title: 'Card Deposit',
    subtitle: 'Fund with a card',
    icon: IconCreditCard,
    to: '/card-deposit',
  },
  { title: 'Check Deposit', subtitle: 'Deposit a check', icon: IconCash, to: '/check-deposit' },
  // The bank's own crypto desk, not an outside exchange.
  { title: 'Buy Crypto', subtitle: 'At our crypto desk', icon: IconCurrencyBitcoin, to: '/crypto' },
  {
    title: 'Crypto Deposit',
    subtitle: 'Your crypto portfolio',
    icon: IconCoinBitcoin,
    to: '/crypto',
  },
];
