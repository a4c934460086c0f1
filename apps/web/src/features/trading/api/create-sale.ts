import { type PurchaseRequest, type Sale, saleSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfter } from '../../../lib/changes.ts';

/** `amount` is quantity x the contract's unit price; the server re-prices and refuses a stale amount. */
export type NewPurchase = PurchaseRequest;

/**
 * POST sales {amount, currency, productId, quantity, contractId} with an Idempotency-Key header:
 * a Pending sale (201), the stock reserved and the amount held.
 */
export function createSale(purchase: NewPurchase, idempotencyKey: string): Promise<Sale> {
  return api.post('/sales', purchase, { headers: { 'Idempotency-Key': idempotencyKey }, schema: saleSchema });
}

/**
 * A purchase moves money and stock: refresh every view it changes (the sales, the wallet, the
 * dashboard, the offers...). A refusal refreshes too: a 409 means the price, the stock or the
 * wallet moved since the offers were shown.
 */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchase, idempotencyKey }: { purchase: NewPurchase; idempotencyKey: string }) =>
      createSale(purchase, idempotencyKey),
    onSettled: () => refreshAfter(queryClient, 'purchase'),
  });
}
