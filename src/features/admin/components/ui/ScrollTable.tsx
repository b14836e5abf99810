import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** The table's accessible name, already translated. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing (phones). */
  minWidth: number;
  children: ReactNode;
}

/** An admin list table that scrolls horizontally on narrow screens (usable on a 390 px wide phone). */
export function ScrollTable({ label, minWidth, children }: ScrollTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
          {children}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
