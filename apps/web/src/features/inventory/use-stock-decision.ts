import type { StockLine } from '@gas/shared';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { StockDecisionTarget } from './decide-stock-dialog.tsx';

/** The Approve / Reject confirmation's state: which line, which way, and whether it is open. */
export function useStockDecision(nameOf: (line: StockLine) => string | undefined) {
  const [opened, { open, close }] = useDisclosure(false);
  // Kept after closing so the dialog's text stays while it animates out.
  const [target, setTarget] = useState<StockDecisionTarget | null>(null);
  const ask = (line: StockLine, approve: boolean) => {
    setTarget({ line, approve, inventoryName: nameOf(line) });
    open();
  };
  return { target, opened, ask, close };
}
