import { type ProductTaxRate, type ProductTaxRateRequest, productTaxRateSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getList, readQuery, useRefreshingMutation } from '../../../lib/queries.ts';

/** GET product-tax-rates: every product's VAT rate, for the operators (issue 18, point 5). */
export const getProductTaxRates = (signal?: AbortSignal) =>
  getList('product-tax-rates', productTaxRateSchema, signal);

// Under the catalogue's key: a product change refreshes it.
export const useProductTaxRates = () =>
  useQuery(readQuery(['products', 'tax-rates'], (signal) => getProductTaxRates(signal)));

/** PUT product-tax-rates/{productId} {ratePercent}. */
export function setProductTaxRate({
  productId,
  ...body
}: ProductTaxRateRequest & { productId: string }): Promise<ProductTaxRate> {
  return api.put(`product-tax-rates/${encodeURIComponent(productId)}`, body, {
    schema: productTaxRateSchema,
  });
}

export const useSetProductTaxRate = () => useRefreshingMutation(setProductTaxRate, 'product');
