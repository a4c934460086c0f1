import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailRow = { label: string; value: ReactNode };

function isPresent(value: ReactNode): boolean {
  return value !== null && value !== undefined && value !== false && String(value).trim() !== '';
}

/** Label and value pairs as a description list; a row without a value is left out. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  const present = rows.filter((row) => isPresent(row.value));
  if (present.length === 0) return <Text c="dimmed">No details recorded</Text>;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {present.map((row) => (
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
