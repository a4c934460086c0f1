import { currencySymbols, type Inventory } from '@gas/shared';
import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountInput } from '../../components/amount-input.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { currencyChoices, currencyWord, isCurrency } from '../../lib/currencies.ts';
import { formatMonth } from '../../lib/months.ts';
import { unitSingular } from '../../lib/quantities.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCreateForwardPrice } from './api/create-forward-price.ts';
import { inventoryName } from './filters.tsx';
import { newPriceSchema } from './schemas.ts';

// New Month Price (issue 19, forward contracts): the price of one open delivery month of an
// inventory, apart from its Spot price. Same amount and currency rules as New Price.

const forwardPriceFormSchema = newPriceSchema.extend({
  deliveryMonth: z.string().min(1, 'Delivery month is required'),
});

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
  const { t } = useTranslation('inventory');
  const form = useSchemaForm(forwardPriceFormSchema, { deliveryMonth: month, currency: '', amount: '' });
  const createPrice = useCreateForwardPrice();
  const currency = form.values.currency;
  const unit = unitSingular(inventory.product.unit);
  const monthOptions = [
    { value: '', label: t('forward.selectMonth') },
    ...months.map((open) => ({ value: open.deliveryMonth, label: formatMonth(open.deliveryMonth) })),
  ];
  return (
    <DialogForm
      form={form}
      submit={(values) => createPrice.mutateAsync({ inventoryId: inventory.id, ...values })}
      submitLabel={t('forward.submit')}
      successMessage={t('forward.success')}
    >
      <Text size="sm" c="var(--app-muted)">
        {t('forward.intro2', { unit: unit.toLowerCase(), inventory: inventoryName(t, inventory) })}
      </Text>
      <NativeSelect
        {...form.inputProps('deliveryMonth')}
        label={t('fields.deliveryMonth')}
        data={monthOptions}
        withAsterisk
        data-autofocus
      />
      <NativeSelect
        {...form.inputProps('currency')}
        label={t('fields.currency')}
        data={[{ value: '', label: t('newPrice.selectCurrency') }, ...currencyChoices]}
        withAsterisk
      />
      <AmountInput
        {...form.numberInputProps('amount')}
        label={t('newPrice.amountPer', { unit })}
        description={
          isCurrency(currency)
            ? t('newPrice.amountHint', { currency: currencyWord(currency), example: '365.00' })
            : undefined
        }
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
  const { t } = useTranslation('inventory');
  return (
    <FormDialog
      opened={opened && inventory !== undefined}
      onClose={onClose}
      title={t('forward.newMonthPrice')}
    >
      {inventory && <ForwardPriceForm inventory={inventory} months={months} month={month} />}
    </FormDialog>
  );
}
