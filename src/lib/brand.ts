/** Branding from the server's config, with the default while it loads. */

import { type Brand, DEFAULT_BRAND } from '@shared/brand-defaults';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** The effective brand: `brand.get`, or DEFAULT_BRAND until (or unless) it answers. */
export function useBrand(): Brand {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.brand.get.queryOptions());
  return data ?? DEFAULT_BRAND;
}
