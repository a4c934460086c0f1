import { currencySymbols, type Inventory, inventoryLabel, inventoryFieldLabels as labels } from '@gas/shared';
import { NativeSelect, Text } from '@mantine/core';
import { AmountInput } from '../../components/amount-input.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { currencyChoices, currencyWord, isCurrency } from '../../lib/currencies.ts';
import { unitSingular } from '../../lib/quantities.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCreatePrice } from './api/create-price.ts';
import { newPriceSchema } from './schemas.ts';

const currencyOptions = [{ value: '', label: 'Select a currency' }, ...currencyChoices];

function NewPriceForm({ inventory }: { inventory: Inventory }) {
  const form = useSchemaForm(newPriceSchema, { currency: '', amount: '' });
  const createPrice = useCreatePrice();
  const currency = form.values.currency;
  const unit = unitSingular(inventory.product.unit);
  return (
    <DialogForm
      form={form}
      submit={(values) => createPrice.mutateAsync({ inventoryId: inventory.id, ...values })}
      submitLabel="Set price"
      successMessage="The new price is now the current price in its currency."
    >
      <Text size="sm" c="var(--app-muted)">
        The price per {unit.toLowerCase()} of {inventoryLabel(inventory)}. The newest price in each currency
        is the one offered on the market.
      </Text>
      <NativeSelect
        {...form.inputProps('currency')}
        label={labels.currency}
        data={currencyOptions}
        withAsterisk
        data-autofocus
      />
      <AmountInput
        {...form.numberInputProps('amount')}
        label={`${labels.amount} per ${unit}`}
        description={isCurrency(currency) ? `In ${currencyWord(currency)}, e.g. 350.00` : undefined}
        leftSection={isCurrency(currency) ? currencySymbols[currency] : undefined}
      />
    </DialogForm>
  );
}

type NewPriceDialogProps = { inventory: Inventory | undefined; opened: boolean; onClose: () => void };

export function NewPriceDialog({ inventory, opened, onClose }: NewPriceDialogProps) {
  return (
    <FormDialog opened={opened && inventory !== undefined} onClose={onClose} title="New Price">
      {inventory && <NewPriceForm inventory={inventory} />}
    </FormDialog>
  );
}
