import type { Product } from '@gas/shared';
import { Text } from '@mantine/core';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useDeleteProduct } from './api/delete-product.ts';

type DeleteProductFormProps = { product: Product; onDeleted?: (product: Product) => void };

function DeleteProductForm({ product, onDeleted }: DeleteProductFormProps) {
  const deleteProduct = useDeleteProduct();
  return (
    <DialogForm
      submit={() => deleteProduct.mutateAsync(product.id)}
      onSuccess={() => onDeleted?.(product)}
      submitLabel="Delete product"
      successMessage={`${product.name} was deleted`}
      color="red.9"
    >
      <Text>
        <strong>{product.name}</strong> will be removed from the catalogue. A product that any supplier holds
        in an inventory cannot be deleted; make it Inactive instead.
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
  return (
    <FormDialog opened={opened && product !== null} onClose={onClose} title="Delete product" size="sm">
      {product && <DeleteProductForm product={product} onDeleted={onDeleted} />}
    </FormDialog>
  );
}
