import { Button, Center } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

interface MoreRowsProps {
  /** Whether the list has rows after the pages loaded so far; nothing is shown without. */
  hasNextPage: boolean;
  /** Whether the next page is on its way (the button shows its loader meanwhile). */
  isFetchingNextPage: boolean;
  /**
   * Whether any read of the list is under way (a live update refreshing the loaded pages, or
   * the next page). A request for the next page made meanwhile is dropped by the cache, so the
   * sentinel waits, and looks again once the read is over.
   */
  isFetching: boolean;
  /** Asks for the next page (TanStack Query's `fetchNextPage`). */
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
  /** How many pages are loaded; a new page re-arms the sentinel. */
  pages: number;
}

/**
 * The end of a list that loads page by page: an invisible sentinel that asks for the next
 * page as soon as it comes near the viewport (IntersectionObserver), and a visible 'Load more'
 * button that does the same for keyboards, screen readers and browsers without the observer.
 * Shown only while more rows exist. The observer is set up by the sentinel's ref, so the page
 * is asked for by the observer's callback, never by an effect; after each read of the list
 * (a new page, or a live update that refreshed the loaded pages) the sentinel is observed
 * afresh, so a sentinel still in view asks again: a reader resting at the end of the list is
 * never left waiting for a scroll.
 */
export function MoreRows({
  hasNextPage,
  isFetchingNextPage,
  isFetching,
  fetchNextPage,
  pages,
}: MoreRowsProps) {
  const { t } = useTranslation();
  // `pages` and the end of each read re-create the observer: its first report says whether the
  // sentinel is still in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page re-arms the observer
  const sentinel = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || !hasNextPage || isFetching || typeof IntersectionObserver === 'undefined') {
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            void fetchNextPage({ cancelRefetch: false });
          }
        },
        { rootMargin: '400px 0px' },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [hasNextPage, isFetching, fetchNextPage, pages],
  );
  if (!hasNextPage) return null;
  return (
    <Center py="md">
      <div ref={sentinel} aria-hidden="true" data-testid="more-rows-sentinel" />
      <Button
        variant="default"
        loading={isFetchingNextPage}
        onClick={() => void fetchNextPage({ cancelRefetch: false })}
      >
        {t('Load more')}
      </Button>
    </Center>
  );
}
