import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAfterPaint } from '@/features/layout/hooks/useAfterPaint';
import { useTRPC } from '@/lib/trpc';

/**
 * Renders its children once the accounts' read has settled and the frame has painted since,
 * nothing before. What the person signs in for, the accounts, is drawn first; what this wraps
 * (the side panels, the phone's footer bar, the dashboard's tiles below its heading) joins in
 * the next, interruptible render. It wraps only what has nothing on screen after it that it
 * could move: the content below a column's last painted element, a fixed bar.
 */
export function AfterAccounts({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const { isPending } = useQuery(trpc.accounts.mine.queryOptions());
  const painted = useAfterPaint(!isPending);
  return painted ? children : null;
}
