import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** DELETE Product/{id} (the spec's capital P). A product some inventory holds is refused (409). */
export function deleteProduct(productId: string): Promise<null> {
  return api.delete<null>(`Product/${encodeURIComponent(productId)}`);
}

export const useDeleteProduct = () => useRefreshingMutation(deleteProduct, 'product');
