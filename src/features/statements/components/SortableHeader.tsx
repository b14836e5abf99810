import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortDirection } from '@/features/statements/lib/statementRows';

interface SortableHeaderProps {
  children: ReactNode;
  /** This column's direction when it is the sorted one, otherwise null. */
  direction: SortDirection | null;
  onSort: () => void;
  align?: 'left' | 'right';
  /** Shown only from this breakpoint up (the column's cells say the same). */
  visibleFrom?: 'sm';
}

/** A statement column header that sorts on click and shows the direction (aria-sort too). */
export function SortableHeader({
  children,
  direction,
  onSort,
  align = 'left',
  visibleFrom,
}: SortableHeaderProps) {
  const Icon =
    direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={ariaSort} ta={align} visibleFrom={visibleFrom}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {children}
          <Icon size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
