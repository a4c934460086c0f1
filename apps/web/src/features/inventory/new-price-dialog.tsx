import { currencySymbols, type Inventory } from '@gas/shared';
import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { currencyChoices, currencyWord, isCurrency } from '../../lib/currencies.ts';
import { unitSingular } from '../../lib/quantities.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCreatePrice } from './api/create-price.ts';
import { inventoryName } from './filters.tsx';
import { newPriceSchema } from './schemas.ts';

function NewPriceForm({ inventory }: { inventory: Inventory }) {
  const { t } = useTranslation('inventory');
  const form = useSchemaForm(newPriceSchema, { currency: '', amount: '' });
  const createPrice = useCreatePrice();
  const currency = form.values.currency;
  const unit = unitSingular(inventory.product.unit);
  return (
    <DialogForm
      form={form}
      submit={(values) => createPrice.mutateAsync({ inventoryId: inventory.id, ...values })}
      submitLabel={t('newPrice.submit')}
      successMessage={t('newPrice.success')}
    >
      <Text size="sm" c="var(--app-muted)">
        {t('newPrice.intro', { unit: unit.toLowerCase(), inventory: inventoryName(t, inventory) })}
      </Text>
      <NativeSelect
        {...form.inputProps('currency')}
        label={t('fields.currency')}
        data={[{ value: '', label: t('newPrice.selectCurrency') }, ...currencyChoices]}
        withAsterisk
        data-autofocus
      />
      <AmountInput
        {...form.numberInputProps('amount')}
        label={t('newPrice.amountPer', { unit })}
        description={
          isCurrency(currency)
            ? t('newPrice.amountHint', { currency: currencyWord(currency), example: '350.00' })
            : undefined
        }
        leftSection={isCurrency(currency) ? currencySymbols[currency] : undefined}
      />
    </DialogForm>
  );
}

type NewPriceDialogProps = { inventory: Inventory | undefined; opened: boolean; onClose: () => void };

export function NewPriceDialog({ inventory, opened, onClose }: NewPriceDialogProps) {
  const { t } = useTranslation('inventory');
  return (
    <FormDialog opened={opened && inventory !== undefined} onClose={onClose} title={t('newPrice.title')}>
      {inventory && <NewPriceForm inventory={inventory} />}
    </FormDialog>
  );
}
