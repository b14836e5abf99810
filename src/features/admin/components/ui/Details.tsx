import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a detail screen. */
export interface DetailItem {
  /** Already translated. */
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list, in two columns from tablets up. */
export function Details({ items }: { items: DetailItem[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Box key={item.label}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
            {item.label}
          </Text>
          <Box component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
