import type { StockLine } from '@gas/shared';
import { Text } from '@mantine/core';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { useDecideStock } from './api/decide-stock.ts';

export type StockDecisionTarget = { line: StockLine; approve: boolean; inventoryName: string | undefined };

function DecideStockForm({ target }: { target: StockDecisionTarget }) {
  const decide = useDecideStock();
  const { line, approve, inventoryName } = target;
  const quantity = quantityWithUnit(line.quantity, line.unit);
  const where = inventoryName ? ` of ${inventoryName}` : '';
  return (
    <DialogForm
      submit={() => decide.mutateAsync({ inventoryId: line.inventoryId, stockId: line.id, approve })}
      submitLabel={approve ? 'Approve stock' : 'Reject stock'}
      successMessage={
        approve ? `Approved: ${quantity} added to the quantity on hand` : 'The stock line was rejected'
      }
      color={approve ? undefined : 'red.9'}
    >
      <Text>
        {approve
          ? `${quantity} will be added to the quantity on hand${where} and can be offered on the market.`
          : `This line of ${quantity} will be marked Rejected; the quantity on hand${where} does not change.`}{' '}
        This cannot be undone.
      </Text>
    </DialogForm>
  );
}

type DecideStockDialogProps = { target: StockDecisionTarget | null; opened: boolean; onClose: () => void };

export function DecideStockDialog({ target, opened, onClose }: DecideStockDialogProps) {
  return (
    <FormDialog
      opened={opened && target !== null}
      onClose={onClose}
      title={target?.approve === false ? 'Reject stock' : 'Approve stock'}
      size="sm"
    >
      {target && <DecideStockForm target={target} />}
    </FormDialog>
  );
}
