import { productFieldLabels as labels, productRequestSchema, productUnits } from '@gas/shared';
import { NativeSelect, TextInput } from '@mantine/core';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCreateProduct } from './api/create-product.ts';

// The unit starts empty (spec section 5) so nobody adds a product without choosing one.
const unitOptions = [
  { value: '', label: 'Select a unit' },
  ...productUnits.map((unit) => ({ value: unit, label: unit })),
];

function NewProductForm() {
  const form = useSchemaForm(productRequestSchema, { name: '', unit: '' });
  const createProduct = useCreateProduct();
  return (
    <DialogForm
      form={form}
      submit={(values) => createProduct.mutateAsync(values)}
      submitLabel="Create product"
      successMessage="The product was added to the catalogue"
    >
      <TextInput
        {...form.inputProps('name')}
        label={labels.name}
        withAsterisk
        autoComplete="off"
        data-autofocus
      />
      <NativeSelect {...form.inputProps('unit')} label={labels.unit} data={unitOptions} withAsterisk />
    </DialogForm>
  );
}

export function NewProductDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="New Product">
      <NewProductForm />
    </FormDialog>
  );
}
