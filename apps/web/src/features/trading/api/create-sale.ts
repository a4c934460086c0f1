import type { Currency } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Sale } from '../types.ts';
import { saleKeys } from './get-sales.ts';

export type NewPurchase = {
  /** quantity x the contract's unit price, minor units; the server re-prices and refuses a stale amount. */
  amount: number;
  currency: Currency;
  productId: string;
  quantity: number;
  contractId: string;
};

/**
 * POST sales {amount, currency, productId, quantity, contractId} with an Idempotency-Key header:
 * a Pending sale (201), the stock reserved and the amount held.
 */
export function createSale(purchase: NewPurchase, idempotencyKey: string): Promise<Sale> {
  return api.post<Sale>('/sales', purchase, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** A purchase moves money and stock: refresh the sales, the wallet (['payments']) and the offers. */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchase, idempotencyKey }: { purchase: NewPurchase; idempotencyKey: string }) =>
      createSale(purchase, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: saleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
      ]),
  });
}
