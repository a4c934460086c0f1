import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DetailRow = { label: string; value: ReactNode };

/** A dash for a figure that does not exist yet (e.g. a balance before processing). */
export const notYet = (
  <Text component="span" c="var(--app-muted)" inherit>
    —
  </Text>
);

function isPresent(value: ReactNode): boolean {
  return value !== null && value !== undefined && value !== false && String(value).trim() !== '';
}

type DetailRowsProps = {
  rows: DetailRow[];
  /** Leaves out the rows without a value (a registration's optional fields), saying so when none is left. */
  isSparse?: boolean;
  /** From which screen width the pairs stand in two columns (one column below). */
  twoColumnsFrom?: 'xs' | 'sm';
};

/** Label/value pairs of a detail page, as a description list: two columns, one on phones. */
export function DetailRows({ rows, isSparse = false, twoColumnsFrom = 'xs' }: DetailRowsProps) {
  const { t } = useTranslation('components');
  const shown = isSparse ? rows.filter((row) => isPresent(row.value)) : rows;
  if (shown.length === 0) return <Text c="dimmed">{t('detail.noDetails')}</Text>;
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, [twoColumnsFrom]: 2 }}
      spacing="md"
      verticalSpacing="sm"
      m={0}
    >
      {shown.map((row) => (
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
