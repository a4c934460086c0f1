import { type Product, productTaxRateRequestSchema } from '@gas/shared';
import { Text, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useProductTaxRates, useSetProductTaxRate } from './api/tax-rates.ts';

// An operator sets a product's VAT rate (issue 18, point 5): prices include it, and the sale
// invoices of sales settled afterwards print it per line. Gas is zero-rated (0) by default.

function TaxRateForm({ product, current }: { product: Product; current: string }) {
  const { t } = useTranslation('catalogue');
  const form = useSchemaForm(productTaxRateRequestSchema, { ratePercent: current });
  const setRate = useSetProductTaxRate();
  return (
    <DialogForm
      form={form}
      submit={(values) => setRate.mutateAsync({ productId: product.id, ...values })}
      submitLabel={t('vat.submit')}
      successMessage={t('vat.success', { name: product.name })}
    >
      <Text size="sm">
        <Trans t={t} i18nKey="vat.text" values={{ name: product.name }} />
      </Text>
      <TextInput
        {...form.inputProps('ratePercent')}
        label={t('vat.rate')}
        withAsterisk
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
      />
      <Text size="xs" c="var(--app-muted)">
        {t('vat.hint')}
      </Text>
    </DialogForm>
  );
}

function TaxRateContent({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const rates = useProductTaxRates();
  if (rates.isPending) return <Loading />;
  if (rates.isError)
    return <LoadError title={t('vat.loadError')} error={rates.error} onRetry={() => rates.refetch()} />;
  const saved = rates.data.find((row) => row.productId === product.id);
  return <TaxRateForm product={product} current={String(saved?.ratePercent ?? 0)} />;
}

type ProductTaxRateDialogProps = { product: Product | null; opened: boolean; onClose: () => void };

/** The "VAT" dialog of a product on the operators' Products page. */
export function ProductTaxRateDialog({ product, opened, onClose }: ProductTaxRateDialogProps) {
  const { t } = useTranslation('catalogue');
  return (
    <FormDialog
      opened={opened && product !== null}
      onClose={onClose}
      title={t('vat.title', { name: product?.name ?? t('vat.theProduct') })}
    >
      {product && <TaxRateContent product={product} />}
    </FormDialog>
  );
}
