/**
 * Branding: one config for the bank's name, short name, phone, routing
 * number, branch hours, colours, logo and footer disclosure. The default is the fictional
 * "Acme Credit Union". The server may override it from a JSON file (BRAND_FILE); the client
 * reads the effective brand from `brand.get`.
 */
import { z } from 'zod';
import { isAbaRoutingNumber } from './beneficiary';
import { type Brand, DEFAULT_BRAND } from './brand-defaults';

/**
 * The rule a brand must meet (checked on a BRAND_FILE override): names, phone, routing number
 * (8 demo digits or a checksum-valid 9-digit ABA number), hours, #rrggbb colours, logo, footer.
 */
export const BrandSchema = z.object({
  name: z.string().min(1).max(100),
  /** The brand's short name, the prefix of labels such as 'Acme Tips' and 'Acme Loans'. */
  shortName: z.string().min(1).max(40),
  phone: z.string().min(1).max(50),
  /**
   * 8 digits (a demo number no other bank can have) or a checksum-valid 9-digit ABA number:
   * beneficiary checks that do not know the brand can then tell the two apart.
   */
  routingNumber: z
    .string()
    .regex(/^\d{8,9}$/)
    .refine(
      (v) => v.length === 8 || isAbaRoutingNumber(v),
      'A 9-digit routing number must be a checksum-valid ABA number',
    ),
  branchHours: z.array(z.object({ days: z.string(), hours: z.string() })).min(1),
  colors: z.object({
    primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  }),
  /** Logo URL (same origin); the built-in mark when null. */
  logoUrl: z.string().nullable(),
  footerDisclosure: z.string().min(1),
});

export type { Brand } from './brand-defaults';
export { DEFAULT_BRAND } from './brand-defaults';

/** Merges a partial override (from BRAND_FILE) over the defaults and validates the result. */
export function resolveBrand(override: unknown): Brand {
  const partial = BrandSchema.partial().parse(override ?? {});
  return BrandSchema.parse({ ...DEFAULT_BRAND, ...partial });
}

// The schema and the plain interface must describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _brandShapeMatches: Same<z.infer<typeof BrandSchema>, Brand> = true;
void _brandShapeMatches;
