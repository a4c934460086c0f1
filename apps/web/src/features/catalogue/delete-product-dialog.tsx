import type { Product } from '@gas/shared';
import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useDeleteProduct } from './api/delete-product.ts';

type DeleteProductFormProps = { product: Product; onDeleted?: (product: Product) => void };

function DeleteProductForm({ product, onDeleted }: DeleteProductFormProps) {
  const { t } = useTranslation('catalogue');
  const deleteProduct = useDeleteProduct();
  return (
    <DialogForm
      submit={() => deleteProduct.mutateAsync(product.id)}
      onSuccess={() => onDeleted?.(product)}
      submitLabel={t('remove.title')}
      successMessage={t('deleted', { name: product.name })}
      color="red.9"
    >
      <Text>
        <Trans t={t} i18nKey="remove.text" values={{ name: product.name }} />
      </Text>
    </DialogForm>
  );
}

type DeleteProductDialogProps = {
  product: Product | null;
  opened: boolean;
  onClose: () => void;
  /** Called once the server deleted it, so the page can say so after the dialog closes. */
  onDeleted?: (product: Product) => void;
};

export function DeleteProductDialog({ product, opened, onClose, onDeleted }: DeleteProductDialogProps) {
  const { t } = useTranslation('catalogue');
  return (
    <FormDialog opened={opened && product !== null} onClose={onClose} title={t('remove.title')} size="sm">
      {product && <DeleteProductForm product={product} onDeleted={onDeleted} />}
    </FormDialog>
  );
}
