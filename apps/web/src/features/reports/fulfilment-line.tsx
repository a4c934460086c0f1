import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A muted second line under a report cell's figure ("Delivered 2,400", "Settled May 15, 1:00 PM"):
 * its own block, so the figure above keeps its line and the column does not widen.
 */
export function FulfilmentLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text component="span" display="block" size="xs" c="var(--app-muted)" className="tabular">
      {label} {children}
    </Text>
  );
}
