import { currencySymbols, type Inventory, inventoryLabel, inventoryFieldLabels as labels } from '@gas/shared';
import { NativeSelect, Text } from '@mantine/core';
import { z } from 'zod';
import { AmountInput } from '../../components/amount-input.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { currencyChoices, currencyWord, isCurrency } from '../../lib/currencies.ts';
import { unitSingular } from '../../lib/quantities.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCreateForwardPrice } from './api/create-forward-price.ts';
import { newPriceSchema } from './schemas.ts';

// New Month Price (issue 19, forward contracts): the price of one open delivery month of an
// inventory, apart from its Spot price. Same amount and currency rules as New Price.

const forwardPriceFormSchema = newPriceSchema.extend({
  deliveryMonth: z.string().min(1, 'Delivery month is required'),
});
const currencyOptions = [{ value: '', label: 'Select a currency' }, ...currencyChoices];

type Month = { deliveryMonth: string; contract: string };

function ForwardPriceForm({
  inventory,
  months,
  month,
}: {
  inventory: Inventory;
  months: Month[];
  month: string;
}) {
  const form = useSchemaForm(forwardPriceFormSchema, { deliveryMonth: month, currency: '', amount: '' });
  const createPrice = useCreateForwardPrice();
  const currency = form.values.currency;
  const unit = unitSingular(inventory.product.unit);
  const monthOptions = [
    { value: '', label: 'Select a month' },
    ...months.map((open) => ({ value: open.deliveryMonth, label: open.contract })),
  ];
  return (
    <DialogForm
      form={form}
      submit={(values) => createPrice.mutateAsync({ inventoryId: inventory.id, ...values })}
      submitLabel="Set month price"
      successMessage="Buyers now see this month's price as its own contract."
    >
      <Text size="sm" c="var(--app-muted)">
        The price per {unit.toLowerCase()} of {inventoryLabel(inventory)} for delivery within one month.
        Buyers pay it in full and the stock is reserved when they buy; the Spot price is not changed.
      </Text>
      <NativeSelect
        {...form.inputProps('deliveryMonth')}
        label="Delivery month"
        data={monthOptions}
        withAsterisk
        data-autofocus
      />
      <NativeSelect
        {...form.inputProps('currency')}
        label={labels.currency}
        data={currencyOptions}
        withAsterisk
      />
      <AmountInput
        {...form.numberInputProps('amount')}
        label={`${labels.amount} per ${unit}`}
        description={isCurrency(currency) ? `In ${currencyWord(currency)}, e.g. 365.00` : undefined}
        leftSection={isCurrency(currency) ? currencySymbols[currency] : undefined}
      />
    </DialogForm>
  );
}

type ForwardPriceDialogProps = {
  inventory: Inventory | undefined;
  months: Month[];
  /** The month chosen when the dialog opens ('' for none). */
  month: string;
  opened: boolean;
  onClose: () => void;
};

export function ForwardPriceDialog({ inventory, months, month, opened, onClose }: ForwardPriceDialogProps) {
  return (
    <FormDialog opened={opened && inventory !== undefined} onClose={onClose} title="New Month Price">
      {inventory && <ForwardPriceForm inventory={inventory} months={months} month={month} />}
    </FormDialog>
  );
}
