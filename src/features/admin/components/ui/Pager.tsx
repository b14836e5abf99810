import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PAGE_SIZE } from '@/features/admin/lib/listSearch';
import { useShownPage } from '@/lib/paging';

export { PAGE_SIZE };

/**
 * One page out of an answer fetched with `limit + 1` rows: the lists are plain arrays, so
 * the extra row is how a screen knows a next page exists.
 */
export function splitPage<T>(rows: T[] | undefined, limit = PAGE_SIZE) {
  const all = rows ?? [];
  return { rows: all.slice(0, limit), hasNext: all.length > limit };
}

type FilterValue = string | boolean;

/** Whether two filter sets hold the same values. */
function sameFilters(a: Record<string, FilterValue>, b: Record<string, FilterValue>): boolean {
  return Object.keys(a).every((key) => a[key] === b[key]);
}

/**
 * The filters and the page offset of an admin list, kept in the URL's search parameters (the
 * route checks them with its `validateSearch`), so a reload or Back brings the same list
 * back. Setting a filter goes back to the first page, as a new filter makes a new list, and
 * rewrites the current history entry; a new page adds one, so Back returns to the page before.
 * @param initial every filter with its empty value ('' or false), which stays out of the URL
 * @returns the filters, `set(key)` (a setter for that one filter), the offset and its setter
 */
export function useListFilters<F extends Record<string, FilterValue>>(initial: F) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const fromUrl = { ...initial };
  for (const key of Object.keys(initial) as (keyof F)[]) {
    const value = search[key as string];
    if (typeof value === typeof initial[key]) fromUrl[key] = value as F[keyof F];
  }
  const offset = typeof search.offset === 'number' ? search.offset : 0;

  // The inputs run ahead of the URL while typing; filters from the URL (Back, a link) win.
  const [filters, setFilters] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (!sameFilters(seen, fromUrl)) {
    setSeen(fromUrl);
    setFilters(fromUrl);
  }

  const write = (next: F, nextOffset: number, replace: boolean) =>
    void navigate({
      to: '.',
      replace,
      search: (previous: Record<string, unknown>) => {
        const out: Record<string, unknown> = { ...previous, offset: nextOffset || undefined };
        for (const key of Object.keys(initial)) {
          out[key] = next[key] === initial[key] ? undefined : next[key];
        }
        return out;
      },
    } as never);

  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      const next = { ...filters, [key]: value };
      setFilters(next);
      write(next, 0, true);
    };
  const setOffset = (next: number) => write(filters, next, false);
  return { filters, set, offset, setOffset };
}

interface PagerProps {
  offset: number;
  /** Rows on this page. */
  count: number;
  hasNext: boolean;
  onOffsetChange: (offset: number) => void;
  limit?: number;
  /** While a page loads, the buttons wait. */
  busy?: boolean;
  /**
   * The rows on screen are still the last page's, kept while the asked one loads (react-query's
   * `isPlaceholderData`): 'Showing' then keeps counting the rows shown, not the page asked for.
   */
  stale?: boolean;
}

/**
 * Previous/Next paging of the admin lists, with 'Showing 26–50'. The range always names the
 * rows on screen: while the next page loads behind the last one (`stale`), it stays on the
 * last page's range, so the figures and the rows never disagree.
 */
export function Pager({
  offset,
  count,
  hasNext,
  onOffsetChange,
  limit = PAGE_SIZE,
  busy = false,
  stale = false,
}: PagerProps) {
  const { t } = useTranslation();
  const from = useShownPage(offset, stale);
  if (from === 0 && offset === 0 && !hasNext) return null;
  return (
    <Group justify="space-between" mt="sm" gap="xs" component="nav" aria-label={t('Pages')}>
      <Text size="sm" c="dimmed">
        {count > 0
          ? t('Showing {{from}}–{{to}}', { from: from + 1, to: from + count })
          : t('No rows on this page')}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
          disabled={offset === 0 || busy}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          {t('Previous')}
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden="true" />}
          disabled={!hasNext || busy}
          onClick={() => onOffsetChange(offset + limit)}
        >
          {t('Next')}
        </Button>
      </Group>
    </Group>
  );
}
