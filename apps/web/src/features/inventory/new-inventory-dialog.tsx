import { inventoryRequestSchema } from '@gas/shared';
import { Alert, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCreateInventory } from './api/create-inventory.ts';
import { useHubs } from './api/get-hubs.ts';
import { useProductChoices } from './api/get-product-choices.ts';

function choices<T>(
  query: { data?: T[]; isPending: boolean },
  prompt: string,
  loading: string,
  toOption: (item: T) => { value: string; label: string },
) {
  return [{ value: '', label: query.isPending ? loading : prompt }, ...(query.data ?? []).map(toOption)];
}

function NewInventoryForm() {
  const { t } = useTranslation('inventory');
  const form = useSchemaForm(inventoryRequestSchema, { productId: '', hubId: '' });
  const products = useProductChoices();
  const hubs = useHubs();
  const createInventory = useCreateInventory();
  const loadError = products.error ?? hubs.error;
  return (
    <DialogForm
      form={form}
      submit={(values) => createInventory.mutateAsync(values)}
      submitLabel={t('newInventory.submit')}
      successMessage={t('newInventory.success')}
    >
      <Text size="sm" c="var(--app-muted)">
        {t('newInventory.intro')}
      </Text>
      {loadError && (
        <Alert color="red" variant="light" title={t('newInventory.loadError')}>
          {loadError.message}
        </Alert>
      )}
      <NativeSelect
        {...form.inputProps('productId')}
        label={t('fields.product')}
        data={choices(products, t('newInventory.selectProduct'), t('loading'), (product) => ({
          value: product.id,
          label: product.name,
        }))}
        description={
          products.data?.length === 0 ? t('newInventory.noProducts') : t('newInventory.activeOnly')
        }
        withAsterisk
        data-autofocus
      />
      <NativeSelect
        {...form.inputProps('hubId')}
        label={t('fields.logisticsHub')}
        data={choices(hubs, t('newInventory.selectHub'), t('loading'), (hub) => ({
          value: hub.id,
          label: t('newInventory.hubOption', { name: hub.name, state: hub.state }),
        }))}
        description={t('newInventory.hubHint')}
        withAsterisk
      />
    </DialogForm>
  );
}

export function NewInventoryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('inventories.newInventory')}>
      <NewInventoryForm />
    </FormDialog>
  );
}
