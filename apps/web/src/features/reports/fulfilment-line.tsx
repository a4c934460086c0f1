import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A muted second line under a report cell's figure ("Delivered 2,400", "Settled May 15, 1:00 PM"):
 * its own block, and free to wrap between its words even in a no-wrap money cell, so the column
 * stays as wide as its figure (the ten columns fit 1366 px).
 */
export function FulfilmentLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text
      component="span"
      display="block"
      size="xs"
      c="var(--app-muted)"
      className="tabular"
      style={{ whiteSpace: 'normal' }}
    >
      {label} {children}
    </Text>
  );
}
