import type { BrowserDefect } from '@shared/defects';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * This bank's bug hunt as the browser is told it (`defects.active`): whether one runs, and
 * which of the defects the screens play are on. Nothing runs while loading or when the read
 * fails.
 */
function useBugHunt(): { on: readonly string[]; hunting: boolean } {
  const trpc = useTRPC();
  const { data } = useQuery({ ...trpc.defects.active.queryOptions(), staleTime: 30_000 });
  return data ?? { on: [], hunting: false };
}

/** True while a bug hunt runs in this bank (any planted defect on): customers may report. */
export function useBugHuntRunning(): boolean {
  return useBugHunt().hunting;
}

/** True when the planted defect `key`, which a screen plays in the browser, is on. */
export function useDefectOn(key: BrowserDefect): boolean {
  return useBugHunt().on.includes(key);
}
