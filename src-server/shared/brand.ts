/**
 * Branding (PRODUCT.md 7): one config for the bank's name, short name, phone, routing
 * number, branch hours, colours, logo and footer disclosure. The default is the fictional
 * "Acme Credit Union". The server may override it from a JSON file (BRAND_FILE); the client
 * reads the effective brand from `brand.get`.
 */
import { z } from 'zod';

export const BrandSchema = z.object({
  name: z.string().min(1).max(100),
  /** Prefix of labels the spec writes as 'Italian ...' (Acme Tips, Acme Loans). */
  shortName: z.string().min(1).max(40),
  phone: z.string().min(1).max(50),
  routingNumber: z.string().regex(/^\d{8,9}$/),
  branchHours: z.array(z.object({ days: z.string(), hours: z.string() })).min(1),
  colors: z.object({
    primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  }),
  /** Logo URL (same origin); the built-in mark when null. */
  logoUrl: z.string().nullable(),
  footerDisclosure: z.string().min(1),
});

export type Brand = z.infer<typeof BrandSchema>;

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

/** Merges a partial override (from BRAND_FILE) over the defaults and validates the result. */
export function resolveBrand(override: unknown): Brand {
  const partial = BrandSchema.partial().parse(override ?? {});
  return BrandSchema.parse({ ...DEFAULT_BRAND, ...partial });
}
