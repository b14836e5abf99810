import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows per page of every admin list (§9 Admin user list: limit 25). */
export const PAGE_SIZE = 25;

/**
 * One page out of an answer fetched with `limit + 1` rows: the lists are plain arrays, so
 * the extra row is how a screen knows a next page exists.
 */
export function splitPage<T>(rows: T[] | undefined, limit = PAGE_SIZE) {
  const all = rows ?? [];
  return { rows: all.slice(0, limit), hasNext: all.length > limit };
}

/**
 * The filters and the page offset of an admin list: setting a filter goes back to the first
 * page, as a new filter makes a new list.
 * @returns the filters, `set(key)` (a setter for that one filter) and the offset
 */
export function useListFilters<F extends Record<string, unknown>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [offset, setOffset] = useState(0);
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setOffset(0);
    };
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
}

/** Previous/Next paging of the admin lists, with 'Showing 26–50'. */
export function Pager({
  offset,
  count,
  hasNext,
  onOffsetChange,
  limit = PAGE_SIZE,
  busy = false,
}: PagerProps) {
  const { t } = useTranslation();
  if (offset === 0 && !hasNext) return null;
  return (
    <Group justify="space-between" mt="sm" gap="xs" component="nav" aria-label={t('Pages')}>
      <Text size="sm" c="dimmed">
        {count > 0
          ? t('Showing {{from}}–{{to}}', { from: offset + 1, to: offset + count })
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
