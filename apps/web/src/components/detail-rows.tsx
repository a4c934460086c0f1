import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailRow = { label: string; value: ReactNode };

/** A dash for a figure that does not exist yet (e.g. a balance before processing). */
export const notYet = (
  <Text component="span" c="var(--app-muted)" inherit>
    —
  </Text>
);

/** Label/value pairs of a detail page, as a description list: two columns, one on phones. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {rows.map((row) => (
        <Stack key={row.label} gap={2}>
          <Text component="dt" size="sm" c="var(--app-muted)">
            {row.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {row.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
