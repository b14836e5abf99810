import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * The planted defects on in this bank (bug-hunt mode), from `defects.active`: only their
 * keys, never the answer key. Empty while loading, when none is on or the read fails.
 */
export function useActiveDefects(): readonly string[] {
  const trpc = useTRPC();
  const { data } = useQuery({ ...trpc.defects.active.queryOptions(), staleTime: 30_000 });
  return data?.on ?? [];
}

/** True when the planted defect `key` is on in this bank (a screen's own defect). */
export function useDefectOn(key: string): boolean {
  return useActiveDefects().includes(key);
}
