import { type Currency, type Payment, paymentSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

export type DepositUpload = {
  /** Minor units (kobo, cents). */
  amount: number;
  currency: Currency;
  receipt: File;
  /** One key per distinct submission: a double click or a retry of the same deposit replays the first answer. */
  idempotencyKey: string;
};

/**
 * POST payments as multipart {amount (minor units), currency, receipt} with an Idempotency-Key
 * header: a Pending Credit line (201).
 */
export function createDeposit(input: DepositUpload): Promise<Payment> {
  const form = new FormData();
  form.append('amount', String(input.amount));
  form.append('currency', input.currency);
  form.append('receipt', input.receipt, input.receipt.name);
  return api.upload('/payments', form, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
    schema: paymentSchema,
  });
}

export const useCreateDeposit = () => useRefreshingMutation(createDeposit, 'deposit');
