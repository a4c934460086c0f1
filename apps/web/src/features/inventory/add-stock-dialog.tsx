import '@mantine/core/styles/NumberInput.css';
import { type Inventory, inventoryLabel, inventoryFieldLabels as labels } from '@gas/shared';
import { NumberInput, Text } from '@mantine/core';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddStock } from './api/add-stock.ts';
import { addStockSchema } from './schemas.ts';

function AddStockForm({ inventory }: { inventory: Inventory }) {
  const form = useSchemaForm(addStockSchema, { quantity: '' });
  const addStock = useAddStock();
  return (
    <DialogForm
      form={form}
      submit={(values) => addStock.mutateAsync({ inventoryId: inventory.id, quantity: values.quantity })}
      submitLabel="Add stock"
      successMessage="The stock line was added as Pending. Approve it to add it to the quantity on hand."
    >
      <Text size="sm" c="var(--app-muted)">
        Gas received into {inventoryLabel(inventory)}. It counts towards the quantity on hand once you approve
        it.
      </Text>
      <NumberInput
        {...form.numberInputProps('quantity')}
        label={`${labels.quantity} (${inventory.product.unit})`}
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
  return (
    <FormDialog opened={opened && inventory !== undefined} onClose={onClose} title="Add Stock">
      {inventory && <AddStockForm inventory={inventory} />}
    </FormDialog>
  );
}
