import '@mantine/core/styles/NumberInput.css';
import type { Inventory } from '@gas/shared';
import { NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddStock } from './api/add-stock.ts';
import { inventoryName } from './filters.tsx';
import { addStockSchema } from './schemas.ts';

function AddStockForm({ inventory }: { inventory: Inventory }) {
  const { t } = useTranslation('inventory');
  const form = useSchemaForm(addStockSchema, { quantity: '' });
  const addStock = useAddStock();
  return (
    <DialogForm
      form={form}
      submit={(values) => addStock.mutateAsync({ inventoryId: inventory.id, quantity: values.quantity })}
      submitLabel={t('addStock.submit')}
      successMessage={t('addStock.success')}
    >
      <Text size="sm" c="var(--app-muted)">
        {t('addStock.intro', { inventory: inventoryName(t, inventory) })}
      </Text>
      <NumberInput
        {...form.numberInputProps('quantity')}
        label={t('addStock.quantity', {
          unit: t(`unitNames.${inventory.product.unit}`, { defaultValue: inventory.product.unit }),
        })}
        thousandSeparator=","
        // "-5" and "1.5" stay as typed so that the form can say why they are refused.
        hideControls
        inputMode="numeric"
        autoComplete="off"
        withAsterisk
        data-autofocus
      />
    </DialogForm>
  );
}

type AddStockDialogProps = { inventory: Inventory | undefined; opened: boolean; onClose: () => void };

export function AddStockDialog({ inventory, opened, onClose }: AddStockDialogProps) {
  const { t } = useTranslation('inventory');
  return (
    <FormDialog opened={opened && inventory !== undefined} onClose={onClose} title={t('addStock.title')}>
      {inventory && <AddStockForm inventory={inventory} />}
    </FormDialog>
  );
}
