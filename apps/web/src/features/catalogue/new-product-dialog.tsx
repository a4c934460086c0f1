import { productRequestSchema, productUnits } from '@gas/shared';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCreateProduct } from './api/create-product.ts';

function NewProductForm() {
  const { t } = useTranslation('catalogue');
  // The unit starts empty (spec section 5) so nobody adds a product without choosing one.
  const units = productUnits.map((unit) => ({ value: unit, label: t(`unitNames.${unit}`) }));
  const form = useSchemaForm(productRequestSchema, { name: '', unit: '' });
  const createProduct = useCreateProduct();
  return (
    <DialogForm
      form={form}
      submit={(values) => createProduct.mutateAsync(values)}
      submitLabel={t('create.submit')}
      successMessage={t('create.success')}
    >
      <TextInput
        {...form.inputProps('name')}
        label={t('columns.name')}
        withAsterisk
        autoComplete="off"
        data-autofocus
      />
      <NativeSelect
        {...form.inputProps('unit')}
        label={t('columns.unit')}
        data={[{ value: '', label: t('create.selectUnit') }, ...units]}
        withAsterisk
      />
    </DialogForm>
  );
}

export function NewProductDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('newProduct')}>
      <NewProductForm />
    </FormDialog>
  );
}
