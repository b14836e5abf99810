/**
 * The default brand: the fictional "Acme Credit Union". Plain data without
 * zod, so the client's first load does not pull the validation library in for it.
 */

/** What a brand configures: names, phone, routing number, hours, colours, logo, disclosure. */
export interface Brand {
  name: string;
  /** The brand's short name, the prefix of labels such as 'Acme Tips' and 'Acme Loans'. */
  shortName: string;
  phone: string;
  routingNumber: string;
  branchHours: { days: string; hours: string }[];
  colors: { primary: string; accent: string };
  /** Logo URL (same origin); the built-in mark when null. */
  logoUrl: string | null;
  footerDisclosure: string;
}

/**
 * The fictional Acme Credit Union. Its 8-digit routing number cannot be a real ABA number (those
 * have 9 digits), so it names this bank alone.
 */
export const DEFAULT_BRAND: Brand = {
  name: 'Acme Credit Union',
  shortName: 'Acme',
  phone: '+1 (555) 010-0199',
  routingNumber: '21084429',
  branchHours: [
    { days: 'Mon to Thurs', hours: '8:30 a.m. to 5:00 p.m.' },
    { days: 'Friday', hours: '8:30 a.m. to 6:00 p.m.' },
    { days: 'Saturday', hours: '9:00 a.m. to 1:00 p.m.' },
  ],
  colors: { primary: '#1c4e80', accent: '#e8a33d' },
  logoUrl: null,
  footerDisclosure:
    'Acme Credit Union is a demonstration bank for training and demos, not a real financial institution. Deposits are not insured by the NCUA, the FDIC or any other agency. No real money moves here.',
};
