import { Pager } from './Pager';

interface QueuePagerProps {
  offset: number;
  /** The page as a `*Page` procedure answers it; undefined while the first one loads. */
  page: { items: unknown[]; nextCursor: string | null } | undefined;
  onOffsetChange: (offset: number) => void;
  busy: boolean;
  /** The page on screen is the last one, kept while the asked one loads. */
  stale?: boolean;
}

/**
 * The Pager under a list read through a `*Page` procedure: a next page exists when the
 * answer carries a `nextCursor`, so no extra row is fetched to find out.
 */
export function QueuePager({ offset, page, onOffsetChange, busy, stale }: QueuePagerProps) {
  return (
    <Pager
      offset={offset}
      count={page?.items.length ?? 0}
      hasNext={(page?.nextCursor ?? null) !== null}
      onOffsetChange={onOffsetChange}
      busy={busy}
      stale={stale}
    />
  );
}
