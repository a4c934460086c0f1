import { inventoryRequestSchema, inventoryFieldLabels as labels } from '@gas/shared';
import { Alert, NativeSelect, Text } from '@mantine/core';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCreateInventory } from './api/create-inventory.ts';
import { useHubs } from './api/get-hubs.ts';
import { useProductChoices } from './api/get-product-choices.ts';

function choices<T>(
  query: { data?: T[]; isPending: boolean },
  prompt: string,
  toOption: (item: T) => { value: string; label: string },
) {
  return [{ value: '', label: query.isPending ? 'Loading...' : prompt }, ...(query.data ?? []).map(toOption)];
}

function NewInventoryForm() {
  const form = useSchemaForm(inventoryRequestSchema, { productId: '', hubId: '' });
  const products = useProductChoices();
  const hubs = useHubs();
  const createInventory = useCreateInventory();
  const loadError = products.error ?? hubs.error;
  return (
    <DialogForm
      form={form}
      submit={(values) => createInventory.mutateAsync(values)}
      submitLabel="Create inventory"
      successMessage="The inventory was created. Add stock and a price to offer it on the market."
    >
      <Text size="sm" c="var(--app-muted)">
        An inventory is your stock of one product at one logistics hub.
      </Text>
      {loadError && (
        <Alert color="red" variant="light" title="We could not load the choices">
          {loadError.message}
        </Alert>
      )}
      <NativeSelect
        {...form.inputProps('productId')}
        label={labels.productId}
        data={choices(products, 'Select a product', (product) => ({
          value: product.id,
          label: product.name,
        }))}
        description={
          products.data?.length === 0
            ? 'No product is active in the catalogue yet.'
            : 'Only active products are listed.'
        }
        withAsterisk
        data-autofocus
      />
      <NativeSelect
        {...form.inputProps('hubId')}
        label={labels.hubId}
        data={choices(hubs, 'Select a hub', (hub) => ({
          value: hub.id,
          label: `${hub.name} (${hub.state})`,
        }))}
        description="Where the gas is held."
        withAsterisk
      />
    </DialogForm>
  );
}

export function NewInventoryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="New Inventory">
      <NewInventoryForm />
    </FormDialog>
  );
}
