import type { StockLine } from '@gas/shared';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { useDecideStock } from './api/decide-stock.ts';

export type StockDecisionTarget = { line: StockLine; approve: boolean; inventoryName: string | undefined };

function decisionText(
  t: TFunction<'inventory'>,
  approve: boolean,
  quantity: string,
  inventory: string | undefined,
): string {
  if (inventory) {
    return approve
      ? t('decide.approveTextOf', { quantity, inventory })
      : t('decide.rejectTextOf', { quantity, inventory });
  }
  return approve ? t('decide.approveText', { quantity }) : t('decide.rejectText', { quantity });
}

function DecideStockForm({ target }: { target: StockDecisionTarget }) {
  const { t } = useTranslation('inventory');
  const decide = useDecideStock();
  const { line, approve, inventoryName } = target;
  const quantity = quantityWithUnit(line.quantity, line.unit);
  return (
    <DialogForm
      submit={() => decide.mutateAsync({ inventoryId: line.inventoryId, stockId: line.id, approve })}
      submitLabel={approve ? t('decide.approveTitle') : t('decide.rejectTitle')}
      successMessage={approve ? t('decide.approved', { quantity }) : t('decide.rejected')}
      color={approve ? undefined : 'red.9'}
    >
      <Text>
        {decisionText(t, approve, quantity, inventoryName)} {t('decide.final')}
      </Text>
    </DialogForm>
  );
}

type DecideStockDialogProps = { target: StockDecisionTarget | null; opened: boolean; onClose: () => void };

export function DecideStockDialog({ target, opened, onClose }: DecideStockDialogProps) {
  const { t } = useTranslation('inventory');
  return (
    <FormDialog
      opened={opened && target !== null}
      onClose={onClose}
      title={target?.approve === false ? t('decide.rejectTitle') : t('decide.approveTitle')}
      size="sm"
    >
      {target && <DecideStockForm target={target} />}
    </FormDialog>
  );
}
