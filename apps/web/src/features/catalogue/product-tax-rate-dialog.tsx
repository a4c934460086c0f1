import { type Product, productTaxRateRequestSchema } from '@gas/shared';
import { Text, TextInput } from '@mantine/core';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useProductTaxRates, useSetProductTaxRate } from './api/tax-rates.ts';

// An operator sets a product's VAT rate (issue 18, point 5): prices include it, and the sale
// invoices of sales settled afterwards print it per line. Gas is zero-rated (0) by default.

function TaxRateForm({ product, current }: { product: Product; current: string }) {
  const form = useSchemaForm(productTaxRateRequestSchema, { ratePercent: current });
  const setRate = useSetProductTaxRate();
  return (
    <DialogForm
      form={form}
      submit={(values) => setRate.mutateAsync({ productId: product.id, ...values })}
      submitLabel="Save rate"
      successMessage={`The VAT rate of ${product.name} is saved; invoices of sales settled from now on print it`}
    >
      <Text size="sm">
        The VAT included in the prices of <strong>{product.name}</strong>, printed on each sale invoice line.
        0 means zero-rated, as gas is by default.
      </Text>
      <TextInput
        {...form.inputProps('ratePercent')}
        label="VAT rate (%)"
        withAsterisk
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
      />
      <Text size="xs" c="var(--app-muted)">
        0 to 100, at most two decimals. Invoices already issued keep the rate they were issued with.
      </Text>
    </DialogForm>
  );
}

function TaxRateContent({ product }: { product: Product }) {
  const rates = useProductTaxRates();
  if (rates.isPending) return <Loading />;
  if (rates.isError)
    return (
      <LoadError title="We could not load the VAT rate" error={rates.error} onRetry={() => rates.refetch()} />
    );
  const saved = rates.data.find((row) => row.productId === product.id);
  return <TaxRateForm product={product} current={String(saved?.ratePercent ?? 0)} />;
}

type ProductTaxRateDialogProps = { product: Product | null; opened: boolean; onClose: () => void };

/** The "VAT" dialog of a product on the operators' Products page. */
export function ProductTaxRateDialog({ product, opened, onClose }: ProductTaxRateDialogProps) {
  return (
    <FormDialog
      opened={opened && product !== null}
      onClose={onClose}
      title={`VAT rate of ${product?.name ?? 'the product'}`}
    >
      {product && <TaxRateContent product={product} />}
    </FormDialog>
  );
}
